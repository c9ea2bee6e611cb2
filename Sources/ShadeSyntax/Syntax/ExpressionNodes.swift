/// The expressions of one file (or of one function, or of one typed input) as two flat arrays:
/// the nodes, each naming its operands by their place (``ExpressionID``), and every call's
/// arguments, each call's in a row.
///
/// A node holds no allocation of its own: a large theme's expressions are two arrays of plain
/// values, filled as the parser reads and freed at once, where a tree of boxed nodes took an
/// allocation per call, member and operator and one per argument list, each freed on its own
/// after binding (docs/performance.md, "Expressions in two arrays"). A name is where it is
/// written, not a `String` (docs/performance.md, "Names where they are written").
package struct ExpressionNodes: Sendable {
    package private(set) var expressions: [Expression] = []
    package private(set) var arguments: [CallArgument] = []
    /// The names the style lowering writes into assertions (``ExpressionKind/writtenName(_:)``),
    /// which no source holds; empty for every parsed file.
    package private(set) var writtenNames: [String] = []

    /// No expressions.
    package init() {}

    /// A copy of the node at `id`. What is read often is read in place instead:
    /// `nodes.expressions[id.offset].kind` (a switch over it copies only what a case binds,
    /// where a function returning the kind copied it whole: binding took 13% more
    /// instructions) and ``range(of:)``.
    @inlinable
    package subscript(id: ExpressionID) -> Expression {
        expressions[id.offset]
    }

    /// The source range of the node at `id`, read in place: the node is not copied.
    @inlinable
    package func range(of id: ExpressionID) -> TextRange {
        expressions[id.offset].range
    }

    /// The arguments of a call, `.call(_, arguments)`'s range.
    @inlinable
    package subscript(arguments range: Range<Int32>) -> ArraySlice<CallArgument> {
        arguments[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// Adds a node; its operands are nodes added before.
    package mutating func add(_ kind: ExpressionKind, range: TextRange) -> ExpressionID {
        expressions.append(Expression(kind: kind, range: range))
        return ExpressionID(index: Int32(truncatingIfNeeded: expressions.count - 1))
    }

    /// Sets a node's range: `(a + b)` covers its parentheses.
    package mutating func widen(_ id: ExpressionID, to range: TextRange) {
        expressions[id.offset].range = range
    }

    /// Adds `pending[first...]` as one call's arguments, in a row, and gives their range; one by
    /// one (a generic append of a slice costs more than the two or three arguments a call has).
    package mutating func add(arguments pending: [CallArgument], from first: Int) -> Range<Int32> {
        let start = Int32(truncatingIfNeeded: arguments.count)
        for index in first..<pending.count { arguments.append(pending[index]) }
        return start..<Int32(truncatingIfNeeded: arguments.count)
    }

    /// Makes room for `nodes` nodes and `arguments` arguments at once.
    package mutating func reserveCapacity(nodes: Int, arguments: Int) {
        expressions.reserveCapacity(nodes)
        self.arguments.reserveCapacity(arguments)
    }

    /// The operands of a node, in the order written (a call's callee, then its arguments).
    package func operands(of id: ExpressionID) -> [ExpressionID] {
        switch expressions[id.offset].kind {
        case let .member(_, base): [base]
        case let .call(callee, range): [callee] + self[arguments: range].map(\.value)
        case let .unary(_, operand): [operand]
        case let .binary(_, left, right): [left, right]
        case let .conditional(condition, then, otherwise): [condition, then, otherwise]
        case .number, .dimension, .color, .string, .bool, .name, .writtenName, .topLevel, .invalid: []
        }
    }
}

extension ExpressionNodes {
    /// Copies expression `id` of `source`, and every operand under it, into these nodes; gives
    /// its place here. A session moves typed declarations into the trees of its files this way.
    package mutating func copy(_ id: ExpressionID, from source: ExpressionNodes) -> ExpressionID {
        copy(id, from: .some(source)) { _, _ in nil }
    }

    /// Adds a copy of expression `id` of these nodes in which every node for which `replacement`
    /// gives a name is that name instead (the style lowering names a context's token in place of
    /// each component property an assertion reads); gives the copy's place. `replacement` is
    /// handed each node's place and the nodes it is in.
    package mutating func copy(
        _ id: ExpressionID, naming replacement: (ExpressionID, ExpressionNodes) -> String?
    ) -> ExpressionID {
        copy(id, from: nil, replacing: replacement)
    }

    /// The copy, from `source` or (nil) from these nodes themselves: nodes are only added, so
    /// the places read stay valid while the copy grows.
    private mutating func copy(
        _ id: ExpressionID, from source: ExpressionNodes?,
        replacing replacement: (ExpressionID, ExpressionNodes) -> String?
    ) -> ExpressionID {
        let node = source?[id] ?? self[id]
        if let name = replacement(id, source ?? self) {
            writtenNames.append(name)
            return add(.writtenName(Int32(truncatingIfNeeded: writtenNames.count - 1)), range: node.range)
        }
        func operand(_ id: ExpressionID) -> ExpressionID { copy(id, from: source, replacing: replacement) }
        let kind: ExpressionKind
        switch node.kind {
        case let .member(name, base):
            kind = .member(name: name, of: operand(base))
        case let .writtenName(index):
            guard let source else {
                kind = node.kind
                break
            }
            writtenNames.append(source.writtenNames[Int(index)])
            kind = .writtenName(Int32(truncatingIfNeeded: writtenNames.count - 1))
        case let .call(callee, range):
            let callee = operand(callee)
            // Taken out first: a slice of these nodes' arguments, alive while nodes are added,
            // would make the array be copied.
            var arguments = Array((source ?? self)[arguments: range])
            for index in arguments.indices { arguments[index].value = operand(arguments[index].value) }
            kind = .call(callee: callee, arguments: add(arguments: arguments, from: 0))
        case let .unary(op, value): kind = .unary(op, operand(value))
        case let .binary(op, left, right): kind = .binary(op, operand(left), operand(right))
        case let .conditional(condition, then, otherwise):
            kind = .conditional(operand(condition), operand(then), operand(otherwise))
        case .number, .dimension, .color, .string, .bool, .name, .topLevel, .invalid:
            kind = node.kind
        }
        return add(kind, range: node.range)
    }

    /// `declaration` with every expression it holds copied from `source` into these nodes
    /// (a function keeps its own nodes).
    package mutating func copy(_ declaration: Declaration, from source: ExpressionNodes) -> Declaration {
        var result = declaration
        switch declaration.kind {
        case let .token(type, name, nameRange, value):
            result.kind = .token(type: type, name: name, nameRange: nameRange, value: copy(value, from: source))
        case let .group(name, nameRange, members):
            result.kind = .group(name: name, nameRange: nameRange, members: members.map { copy($0, from: source) })
        case let .assertion(condition, message, context):
            result.kind = .assertion(condition: copy(condition, from: source), message: message, context: context)
        case let .overrides(block):
            var block = block
            for index in block.assignments.indices {
                block.assignments[index].value = copy(block.assignments[index].value, from: source)
            }
            block.declarations = block.declarations.map { copy($0, from: source) }
            result.kind = .overrides(block)
        case let .component(name, nameRange, properties):
            var properties = properties
            for index in properties.indices {
                properties[index].defaultValue = copy(properties[index].defaultValue, from: source)
            }
            result.kind = .component(name: name, nameRange: nameRange, properties: properties)
        case let .style(style):
            var style = style
            for index in style.assignments.indices {
                style.assignments[index].value = copy(style.assignments[index].value, from: source)
            }
            result.kind = .style(style)
        case .function, .importFile, .axis, .appearances:
            break
        }
        return result
    }
}
