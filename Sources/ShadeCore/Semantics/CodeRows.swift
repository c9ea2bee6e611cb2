import ShadeSyntax

/// A checked expression's place among the rows of its ``CodeRows``.
package struct CodeID: Hashable, Sendable {
    /// The row's index in ``CodeRows/codes``, in 4 bytes: a code names up to three operands.
    package var index: Int32

    /// The row at `index`.
    package init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }

    /// The place as an array index.
    @inlinable
    package var offset: Int { Int(index) }
}

/// A list of codes (a call's arguments, a dynamic's branches): where it lies in
/// ``CodeRows/lists``.
package struct CodeList: Sendable {
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32

    /// How many codes the list has.
    package var count: Int { Int(end - start) }

    /// The list's places in ``CodeRows/lists``: read through them, a loop takes no slice (which
    /// retains the array) per list.
    @inlinable
    package var positions: Range<Int> { Int(start)..<Int(end) }
}

/// Checked code as rows: every code one after the other in one array, each naming its operands by
/// their place (``CodeID``), and every list of codes in a second array. The binder adds a code's
/// operands before the code, so a token's code ends with its root, and the rows are walked in
/// the order they were bound.
///
/// Where each code was a value of its own, an operand was boxed (an allocation per operator,
/// member and freeze) and every call's arguments an array of their own (an allocation per call,
/// released one by one after the run); a large theme's code is now two arrays (docs/performance.md,
/// "Checked code as rows"). Code bound after the check (an expression the REPL or
/// `Theme.evaluate` is asked, a token the REPL redefines) is bound into rows of its own
/// (``BoundCode``): the program's are not copied to add to them.
package struct CodeRows: Sendable {
    /// The codes, operands before what uses them.
    package private(set) var codes: [Code] = []
    /// The lists' codes, each list's in a row.
    package private(set) var lists: [CodeID] = []

    /// No rows.
    package init() {}

    /// How many codes there are.
    package var count: Int { codes.count }

    /// The code at `id`. What is read often is read in place instead: `rows.codes[id.offset].kind`
    /// (a switch over it copies only what a case binds).
    @inlinable
    package subscript(id: CodeID) -> Code { codes[id.offset] }

    /// The source range of the code at `id`, read in place.
    @inlinable
    package func range(of id: CodeID) -> TextRange { codes[id.offset].range }

    /// The codes of a list.
    @inlinable
    package subscript(list: CodeList) -> ArraySlice<CodeID> { lists[Int(list.start)..<Int(list.end)] }

    /// The code at `position` of `list`.
    @inlinable
    package func code(_ position: Int, of list: CodeList) -> CodeID { lists[Int(list.start) + position] }

    /// Adds a code; its operands are codes added before.
    package mutating func add(_ kind: CodeKind, range: TextRange) -> CodeID {
        codes.append(Code(kind: kind, range: range))
        return CodeID(codes.count - 1)
    }

    /// Makes room for a list of `count` codes, in a row, and gives it; ``set(_:at:of:)`` fills
    /// it as its codes are bound. Lists made while binding them (a call in an argument) come
    /// after it: a list is made whole before its codes, which is why no list waits anywhere.
    package mutating func list(of count: Int) -> CodeList {
        let start = Int32(truncatingIfNeeded: lists.count)
        for _ in 0..<count { lists.append(CodeID(0)) }
        return CodeList(start: start, end: Int32(truncatingIfNeeded: lists.count))
    }

    /// Makes `id` the code at `position` of `list`.
    package mutating func set(_ id: CodeID, at position: Int, of list: CodeList) {
        lists[Int(list.start) + position] = id
    }

    /// Makes room for `codes` codes and `lists` list entries at once.
    package mutating func reserveCapacity(codes: Int, lists: Int) {
        self.codes.reserveCapacity(codes)
        self.lists.reserveCapacity(lists)
    }

    /// Adds `id` of `source`, with every code under it, to these rows; gives its place here.
    /// The REPL stores a token it adds or redefines this way.
    package mutating func copy(_ id: CodeID, from source: CodeRows) -> CodeID {
        let code = source[id]
        func operand(_ id: CodeID) -> CodeID { copy(id, from: source) }
        func list(_ list: CodeList) -> CodeList {
            let copied = self.list(of: list.count)
            for position in 0..<list.count {
                let id = operand(source.code(position, of: list))
                set(id, at: position, of: copied)
            }
            return copied
        }
        let kind: CodeKind
        switch code.kind {
        case .number, .dimension, .colorLiteral, .string, .bool, .value, .token, .parameter, .appearanceIs, .invalid:
            kind = code.kind
        case let .select(axis, branches): kind = .select(axis: axis, branches: list(branches))
        case let .freeze(operand, axis, value): kind = .freeze(copy(operand, from: source), axis: axis, value: value)
        case let .unary(op, value): kind = .unary(op, operand(value))
        case let .binary(op, left, right): kind = .binary(op, operand(left), operand(right))
        case let .conditional(condition, then, otherwise):
            kind = .conditional(operand(condition), operand(then), operand(otherwise))
        case let .builtin(builtin, arguments): kind = .builtin(builtin, list(arguments))
        case let .call(function, arguments): kind = .call(function: function, arguments: list(arguments))
        case let .host(index, arguments): kind = .host(index, list(arguments))
        case let .field(value, field): kind = .field(operand(value), field)
        case let .override(override):
            var copied = override
            copied.value = operand(override.value)
            copied.otherwise = operand(override.otherwise)
            kind = .override(copied)
        }
        return add(kind, range: code.range)
    }
}

/// Code with the rows it is in: an expression bound after the check, in rows of its own.
package struct BoundCode: Sendable {
    /// The rows the expression was bound into: its own, or (for a token's code read beside
    /// one) the program's.
    package var rows: CodeRows
    /// The expression's root: its binding added it after every operand.
    package var root: CodeID

    /// Each stored property, as given.
    package init(rows: CodeRows, root: CodeID) {
        self.rows = rows
        self.root = root
    }

    /// The root's source range.
    package var range: TextRange { rows.range(of: root) }
}
