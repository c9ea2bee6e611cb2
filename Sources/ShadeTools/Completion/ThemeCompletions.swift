import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// What an editor offers for a name being typed, and what it shows about a name: the theme's
/// own names in scope, members after a dot, built-ins with their signatures.
package struct NameCompletion: Hashable, Sendable {
    /// What a completed name stands for.
    package enum Kind: String, Hashable, Sendable {
        /// A token of the theme.
        case token
        /// A group of the theme (or a component, whose properties follow a dot).
        case group
        /// A user function, a built-in one or a host function.
        case function
        /// A color of the system palette.
        case systemColor
        /// An appearance's axis value after a token (`accent.dark`), or a field (`title.size`).
        case appearance
        /// A property of a component (`UIButton.tintColor`), or a field of a value (`title.size`).
        case field
        /// A keyword or a type name.
        case keyword
        /// A parameter of the function whose body is being written.
        case parameter
    }

    /// Creates a completion.
    package init(label: String, kind: Kind, detail: String?) {
        self.label = label
        self.kind = kind
        self.detail = detail
    }

    /// The text to insert: a member name after a dot, else a whole name.
    package let label: String
    /// What it stands for.
    package let kind: Kind
    /// A signature, a type or an appearance's axis, when there is one to show.
    package let detail: String?
}

extension Theme {
    /// The names starting with `prefix` that can follow `base.` (`base` a group, a component, or a
    /// token to freeze to an appearance or read a field of), or, for a nil `base`, the names in
    /// scope at the top level of the file at `path` (as loaded) and the built-ins. Sorted by label.
    package func completions(after base: String?, inFile path: String? = nil, prefix: String = "") -> [NameCompletion] {
        var found: [NameCompletion] = []
        func add(_ members: Namespace) {
            for (name, symbol) in members.members where name.hasPrefix(prefix) {
                switch symbol.kind {
                case let .token(index):
                    guard !program.tokens[index].isStyleValue else { continue }
                    found.append(.init(label: name, kind: .token, detail: typeDescription(ofToken: index)))
                case .group:
                    found.append(.init(label: name, kind: .group, detail: "group"))
                case let .function(index):
                    found.append(
                        .init(
                            label: name, kind: .function, detail: signature(ofFunction: program.functions[index].name)))
                }
            }
        }
        if let base {
            let path = base.hasPrefix("$.") ? String(base.dropFirst(2)) : base
            if let group = program.namespaces.first(where: { !$0.isFileScope && !$0.name.isEmpty && $0.name == path }) {
                add(group)
            } else if let component = program.styles.components.first(where: { $0.name == path }) {
                found = component.properties.map { .init(label: $0.name, kind: .field, detail: $0.type.rawValue) }
            } else if let token = program.tokenIndex(named: path) {
                for axis in program.axes {
                    found += axis.values.map {
                        .init(label: $0, kind: .appearance, detail: "appearance (\(axis.name))")
                    }
                }
                found += ValueField.members(of: program.tokens[token].declaredType.type).map {
                    .init(label: $0, kind: .field, detail: nil)
                }
            }
        } else {
            add(program.namespaces[Namespace.global])
            for namespace in program.namespaces where namespace.isFileScope {
                if let path, let file = namespace.file, sources[file].path != path { continue }
                add(namespace)
            }
            found += program.styles.components.map { .init(label: $0.name, kind: .group, detail: "component") }
            found += Builtin.allCases.map { .init(label: $0.rawValue, kind: .function, detail: $0.signature) }
            found += program.hostFunctions.map {
                .init(label: $0.name, kind: .function, detail: signature(ofFunction: $0.name))
            }
            found += SystemPalette.entries.map {
                .init(label: $0.name, kind: .systemColor, detail: "color (system palette)")
            }
            found += (["dynamic"] + ValueType.allCases.map(\.rawValue) + Program.keywords).map {
                .init(label: $0, kind: .keyword, detail: nil)
            }
        }
        var seen = Set<String>()
        return found.filter { $0.label.hasPrefix(prefix) }.sorted { $0.label < $1.label }.filter {
            seen.insert($0.label).inserted
        }
    }

    /// The type of a token as the REPL shows it (`color`, `dimension (pt)`); nil when no token has
    /// this qualified name.
    package func typeDescription(ofToken name: String) -> String? {
        program.tokenIndex(named: name).map(typeDescription(ofToken:))
    }

    private func typeDescription(ofToken index: Int) -> String {
        let token = program.tokens[index]
        return StaticType(token.declaredType.type, unit: token.declaredType.type == .dimension ? token.type?.unit : nil)
            .description
    }

    /// Any token by its qualified name, private ones included, with its values in the theme's
    /// appearances (none when it has an error).
    package func token(named name: String) -> ThemeToken? {
        guard let index = program.tokenIndex(named: name) else { return nil }
        let values = appearances.compactMap { evaluator.value(ofToken: index, in: $0.index) }
        return ThemeToken(program, token: index, values: values.count == appearances.count ? values : [])
    }

    /// A function's signature: a user function's as declared (`fn soft(c: color, by: number =
    /// 0.5) -> color`), a host function's, or a built-in's; nil when there is no such function.
    package func signature(ofFunction name: String) -> String? {
        if let signature = program.signature(ofUserFunction: name, sources: sources) { return signature }
        if let host = program.hostFunctions.first(where: { $0.name == name }) {
            let parameters = host.parameters.map { "\($0.name): \($0.type.rawValue)" }
            return "fn \(host.name)(\(parameters.joined(separator: ", "))) -> \(host.result.rawValue)  (host)"
        }
        return Builtin.byName[name]?.signature
    }
}
