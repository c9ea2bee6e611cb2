import ShadeSyntax

extension Theme {
    /// The tokens a theme emits, in declaration order: a view over the resolved values, with no copy
    /// of its own. Each ``ThemeToken`` is built when it is read (its `values` array with it), so a
    /// theme of 100,000 tokens does not hold 100,000 small arrays besides the evaluator's table; read
    /// a token once per use where speed matters, or take `Array(theme.tokens)`.
    ///
    /// It compares, hashes and prints as the array of its tokens would.
    public struct Tokens: RandomAccessCollection, Sendable {
        package let program: Program
        package let evaluator: Evaluator
        /// The emitted tokens' indices in the program.
        package let emitted: [Int]
        /// The theme's columns, as appearances of the evaluator's space.
        package let columns: [Int]

        /// The position of the first token.
        public var startIndex: Int { 0 }
        /// The position after the last token.
        public var endIndex: Int { emitted.count }

        /// The token at `position`.
        public subscript(position: Int) -> ThemeToken {
            token(atProgramIndex: emitted[position])
        }

        /// The token at `index` of the program, with its values in the theme's columns.
        package func token(atProgramIndex index: Int) -> ThemeToken {
            ThemeToken(
                program, token: index,
                values: evaluator.isEvaluated[index]
                    ? columns.map { evaluator.values[index, $0] } : [],
                presence: !program.tokens[index].isPartial
                    ? [] : columns.map { evaluator.isPresent(token: index, in: $0) })
        }

        /// The name of the token at `position`, without building the token.
        package func name(at position: Int) -> String { program.tokens[emitted[position]].name }

        /// The `///` description of the token at `position`, without building the token.
        package func description(at position: Int) -> String? { program.tokens[emitted[position]].description }

        /// The `@deprecated` text of the token at `position`, without building the token.
        package func deprecation(at position: Int) -> String? { program.tokens[emitted[position]].deprecation }

        /// The declared type of the token at `position`.
        package func type(at position: Int) -> ValueType { program.tokens[emitted[position]].declaredType.type }

        /// Whether the token at `position` was declared in a `when` block (``isPresent(at:column:)``
        /// then says where it exists).
        package func isPartial(at position: Int) -> Bool { program.tokens[emitted[position]].isPartial }

        /// The value stored for the token at `position` in the theme's `column`th column, without
        /// asking where it exists (a placeholder where a token of some appearances is absent): for
        /// a renderer that asks ``isPartial(at:)`` once per token. Nil when the token has an error.
        package func storedValue(at position: Int, column: Int) -> Value? {
            let token = emitted[position]
            return evaluator.isEvaluated[token]
                ? evaluator.values[token, columns[column]] : nil
        }

        /// Whether the token at `position` has values: false when it has an error.
        package func hasValues(at position: Int) -> Bool { evaluator.isEvaluated[emitted[position]] }

        /// ``storedValue(at:column:)``'s color, read in place, when the value is a color: most
        /// values a theme writes are, and a ``Value`` handed out is copied and destroyed after
        /// (about 170 instructions a value of `eval --format json`).
        package func storedColor(at position: Int, column: Int) -> ThemeColor? {
            let token = emitted[position]
            return evaluator.isEvaluated[token]
                ? evaluator.values.color(token: token, appearance: columns[column]) : nil
        }

        /// Where the value of the token at `position` in the theme's `column`th column is within
        /// the token's own: columns at one place share one value (``TokenValues/place(token:appearance:)``).
        package func valuePlace(at position: Int, column: Int) -> Int {
            evaluator.values.place(token: emitted[position], appearance: columns[column])
        }

        /// How many values the token at `position` keeps, whatever the number of columns: one per
        /// appearance its mask tells apart (``valuePlace(at:column:)``).
        package func valuesKept(at position: Int) -> Int { evaluator.values.valuesKept(token: emitted[position]) }

        /// Whether the token at `position` exists in the theme's `column`th column (one declared
        /// in a `when` block exists only where the block holds).
        package func isPresent(at position: Int, column: Int) -> Bool {
            evaluator.isPresent(token: emitted[position], in: columns[column])
        }

        /// The value of the token at `position` in the theme's `column`th column; nil when the token
        /// has an error, or does not exist there.
        package func value(at position: Int, column: Int) -> Value? {
            evaluator.value(ofToken: emitted[position], in: columns[column])
        }
    }
}

extension Theme.Tokens: Hashable {
    /// True when both hold the same tokens in the same order.
    public static func == (left: Theme.Tokens, right: Theme.Tokens) -> Bool {
        left.elementsEqual(right)
    }

    /// Hashes the tokens in order, as their array would.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for token in self { hasher.combine(token) }
    }
}

extension Theme.Tokens: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The tokens, written as their array would be.
    public var description: String { Array(self).description }
    /// The tokens, written as their array would be for debugging.
    public var debugDescription: String { Array(self).debugDescription }
    /// The tokens as children, so `dump` shows them and not the tables behind them.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}

/// Finding a token by its qualified name (`Semantic.overlay`) through the scopes' hash tables:
/// a few lookups, whatever the size of the theme, and nothing built at load.
extension Program {
    /// The index of the token named `name` (qualified), private ones included; nil when no token
    /// has that name.
    package func tokenIndex(named name: String) -> Int? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // Top-level names live in the global scope, the first; private top-level ones in their
        // file's scope, looked through only when the global scope has no such token.
        for root in namespaces.indices where root == Namespace.global || namespaces[root].isFileScope {
            var scope = root
            for (position, part) in parts.enumerated() {
                guard let symbol = namespaces[scope].lookup(part) else { break }
                switch symbol.kind {
                case let .group(group) where position < parts.count - 1:
                    scope = group
                    continue
                case let .token(index) where position == parts.count - 1 && tokens[index].name == name:
                    return index
                case let .group(group) where position == parts.count - 1:
                    // A group that is also a token (`accent` beside `accent.onInverse`).
                    if let index = namespaces[group].rootToken, tokens[index].name == name { return index }
                default:
                    break
                }
                break
            }
        }
        return nil
    }
}

extension Theme.Tokens {
    /// The emitted token with this qualified name (`theme.tokens["Semantic.overlay"]`); nil when
    /// the theme emits no such token (private and internal tokens included: read those with
    /// ``Theme/value(of:in:)``).
    public subscript(name: String) -> ThemeToken? {
        guard let index = program.tokenIndex(named: name), program.tokens[index].isEmitted else { return nil }
        return token(atProgramIndex: index)
    }
}
