import ShadeSyntax

/// The second checking pass: resolves every name of one expression (through the scope chain,
/// groups, parameters, built-ins), enforces `private`, matches call arguments to parameters, and
/// records what the expression depends on.
package struct Binder {
    package let program: Program
    package let scope: Int
    package let chain: [Int]
    /// The parameters in scope, inside a `fn` body.
    package let parameters: [Parameter]
    /// The expressions being bound: their file's, their function's or a typed input's.
    package let nodes: ExpressionNodes
    /// The uses recorded, in order: the expression's, or (``Compiler``'s binding of a file's
    /// tokens) every token's so far, each one's taken by where the list ended.
    package var dependencies: [(node: Int, range: TextRange)] = []
    /// The token whose value is being bound, when it is one: naming itself is explained.
    package var token: Int?
    /// The code bound so far: the expression's, or (``Compiler``'s binding) the whole program's.
    package var rows = CodeRows()
    /// - Parameter chain: `program.scopeChain(from: scope)`, when the caller has it already.
    package init(
        program: Program, scope: Int, nodes: ExpressionNodes, parameters: [Parameter] = [], chain: [Int]? = nil
    ) {
        self.program = program
        self.scope = scope
        self.chain = chain ?? program.scopeChain(from: scope)
        self.parameters = parameters
        self.nodes = nodes
    }

    /// Binds expression `id` into ``rows``: its operands first, then itself; gives its place.
    package mutating func bind(_ id: ExpressionID, log: inout DiagnosticLog) -> CodeID {
        let range = nodes.range(of: id)
        switch nodes.expressions[id.offset].kind {
        case let .number(value): return rows.add(.number(value), range: range)
        case let .dimension(value, unit): return rows.add(.dimension(value, unit), range: range)
        case let .color(literal): return rows.add(.colorLiteral(literal), range: range)
        case let .string(literal): return rows.add(.string(log.sources.string(at: literal)), range: range)
        case let .bool(flag): return rows.add(.bool(flag), range: range)
        case .invalid: return rows.add(.invalid, range: range)
        case .name, .writtenName, .member, .topLevel:
            return bindPath(id, log: &log)
        case let .call(callee, arguments):
            return bindCall(callee: callee, arguments: nodes[arguments: arguments], range: range, log: &log)
        case let .unary(op, operand):
            let operand = bind(operand, log: &log)
            return rows.add(.unary(op, operand), range: range)
        case let .binary(op, left, right):
            if op == .subtract, kebabName(id, log: &log) { return rows.add(.invalid, range: range) }
            let (left, right) = (bind(left, log: &log), bind(right, log: &log))
            return rows.add(.binary(op, left, right), range: range)
        case let .conditional(condition, then, otherwise):
            let condition = bind(condition, log: &log)
            let (then, otherwise) = (bind(then, log: &log), bind(otherwise, log: &log))
            return rows.add(.conditional(condition, then, otherwise), range: range)
        }
    }

    /// What a dotted path names, before any freezing or field access.
    package enum PathTarget {
        case value(CodeID)
        case group(Int)
        case function(Int)
        case failed
    }

    /// Resolves `a`, `A.b`, `A.B.c.dark`, `title.size`.
    mutating func bindPath(_ id: ExpressionID, log: inout DiagnosticLog) -> CodeID {
        let range = nodes.range(of: id)
        switch resolve(id, log: &log) {
        case let .value(code):
            return code
        case let .group(group):
            if let token = program.namespaces[group].rootToken {
                return valueOfToken(token, range: range)
            }
            log.error(.groupAsValue(program.namespaces[group].name), at: range)
        case let .function(function):
            log.error(.functionAsValue(program.functions[function].name), at: range)
        case .failed:
            break
        }
        return rows.add(.invalid, range: range)
    }

    package mutating func resolve(_ id: ExpressionID, log: inout DiagnosticLog) -> PathTarget {
        let range = nodes.range(of: id)
        switch nodes.expressions[id.offset].kind {
        case let .name(written):
            return resolveFirst(log.sources.name(at: written), range: range, log: &log)
        case let .writtenName(index):
            return resolveFirst(nodes.writtenNames[Int(index)], range: range, log: &log)
        case let .member(nameRange, base) where nodes.expressions[base.offset].kind.isTopLevel:
            return resolveTopLevel(log.sources.name(at: nameRange), range: range, log: &log)
        case let .member(nameRange, base):
            let name = log.sources.name(at: nameRange)
            if platformMember(base, name, range: range, log: &log) { return .failed }
            switch resolve(base, log: &log) {
            case let .group(group):
                return member(name, of: group, range: range, nameRange: nameRange, log: &log)
            case let .value(code):
                if let shadow = shadowedGroup(base, member: name, code: code, sources: log.sources) {
                    // `bg.subtle` inside a group with its own `bg` token: the top-level group was meant.
                    log.error(
                        .shadowedGroup(shadow.name, token: shadow.token, member: name), at: nodes.range(of: base),
                        suggestions: ["$.\(shadow.name).\(name)"])
                    return .failed
                }
                return .value(access(name, on: code, range: range, nameRange: nameRange, log: &log))
            case let .function(function):
                log.error(.functionAsValue(program.functions[function].name), at: nodes.range(of: base))
                return .failed
            case .failed:
                return .failed
            }
        case .topLevel:
            return .failed  // the parser allows `$` only before a dot
        default:
            return .value(bind(id, log: &log))
        }
    }

    /// When `base` is a bare name that binds to a token of an enclosing group while the top level
    /// has a group of that name with `member` (and the token's value has no such member): the
    /// name and the token it binds to.
    package func shadowedGroup(_ base: ExpressionID, member: String, code: CodeID, sources: SourceMap)
        -> (name: String, token: String)?
    {
        guard case let .name(written) = nodes.expressions[base.offset].kind,
            case let .token(index) = rows.codes[code.offset].kind,
            program.tokens[index].scope != Namespace.global,
            !program.namespaces[program.tokens[index].scope].isFileScope,
            ValueField(rawValue: member) == nil, program.space.locate(value: member) == nil,
            case let .group(group)? = topLevelSymbol(sources.name(at: written))?.kind,
            program.namespaces[group].lookup(member) != nil
        else { return nil }
        return (sources.name(at: written), program.tokens[index].name)
    }

    /// What `name` means at the top level of the file being bound, if anything.
    func topLevelSymbol(_ name: String) -> Symbol? {
        for namespace in [Namespace.global] + chain.filter({ program.namespaces[$0].isFileScope }) {
            if let symbol = program.namespaces[namespace].lookup(name) { return symbol }
        }
        return nil
    }

    /// `$.name`: the top level's public names, then the file's private ones, then built-ins.
    mutating func resolveTopLevel(_ name: String, range: TextRange, log: inout DiagnosticLog) -> PathTarget {
        if let symbol = topLevelSymbol(name) { return target(of: symbol, range: range) }
        if let builtin = builtinValue(name, range: range) { return .value(builtin) }
        log.error(
            .unknownTopLevelName(name), at: range,
            suggestions: notOwnName(
                Suggestions.closest(
                    to: name, among: program.namespaces[Namespace.global].members.keys, after: log.errorCount)
            )
            .map { "$." + $0 })
        return .failed
    }

    /// A use of token `index`: its code, recorded as a dependency.
    mutating func valueOfToken(_ index: Int, range: TextRange) -> CodeID {
        if dependencies.isEmpty { dependencies.reserveCapacity(2) }
        dependencies.append((index, range))
        return rows.add(.token(index), range: range)
    }

    /// The first name of a path: a parameter, then the scope chain outwards, then built-ins.
    mutating func resolveFirst(_ name: String, range: TextRange, log: inout DiagnosticLog) -> PathTarget {
        if !parameters.isEmpty, let index = parameters.firstIndex(where: { $0.name == name }) {
            return .value(rows.add(.parameter(index), range: range))
        }
        // Hashed once for every scope of the chain.
        let key = NameKey(name)
        for namespace in chain {
            if let symbol = program.namespaces[namespace].members[key] {
                if case let .token(found) = symbol.kind, found == token, namespace != Namespace.global,
                    !program.namespaces[namespace].isFileScope, topLevelSymbol(name) != nil
                {
                    // `group Semantic { color background = background }`: the group's own member.
                    log.error(
                        .shadowedBySelf(
                            name, token: program.tokens[found].name, group: program.namespaces[namespace].name),
                        at: range, suggestions: ["$." + name])
                    return .failed
                }
                return target(of: symbol, range: range)
            }
        }
        if let builtin = builtinValue(name, range: range) { return .value(builtin) }
        if let (scopeIndex, _) = privateElsewhere(name) {
            let file = log.sources[program.namespaces[scopeIndex].file ?? 0].path
            log.error(.privateToFile(name, file: file), at: range)
            return .failed
        }
        if program.styles.components.contains(where: { $0.name == name }) {
            log.error(.componentPropertyOutsideAssertion(name), at: range)
            return .failed
        }
        log.error(
            .unknownName(name), at: range, notes: ForeignNames.note(for: name).map { [($0, nil)] } ?? [],
            suggestions: notOwnName(ForeignNames.suggestions(for: name, among: visibleNames(), after: log.errorCount)))
        return .failed
    }

    package mutating func member(
        _ name: String, of group: Int, range: TextRange, nameRange: TextRange, log: inout DiagnosticLog
    ) -> PathTarget {
        // Read in place: a copy of the namespace would retain and release all its tables.
        guard let symbol = program.namespaces[group].members[name] else {
            let namespace = program.namespaces[group]
            // A group that is also a token (`accent` beside `accent.onInverse`): `.dark` on the token.
            if let token = namespace.rootToken {
                let code = valueOfToken(
                    token, range: TextRange(file: range.file, start: Int(range.start), end: Int(nameRange.start) - 1))
                return .value(access(name, on: code, range: range, nameRange: nameRange, log: &log))
            }
            log.error(
                .unknownMember(name, of: namespace.name), at: nameRange,
                suggestions: notOwnName(
                    Suggestions.closest(to: name, among: namespace.members.keys, after: log.errorCount).map(
                        namespace.qualify)))
            return .failed
        }
        if let owner = symbol.privateTo, !chain.contains(owner) {
            let namespace = program.namespaces[group]
            log.error(
                .privateToGroup(namespace.qualify(name), group: namespace.name), at: range,
                notes: [("declared private here", symbol.range)])
            return .failed
        }
        return target(of: symbol, range: range)
    }

    package mutating func target(of symbol: Symbol, range: TextRange) -> PathTarget {
        switch symbol.kind {
        case let .token(index):
            return .value(valueOfToken(index, range: range))
        case let .group(group):
            return .group(group)
        case let .function(function):
            return .function(function)
        }
    }

    /// `.dark` / `.high` / `.acme` freeze an appearance; `.family`, `.size`, `.weight` read a font.
    package mutating func access(
        _ name: String, on code: CodeID, range: TextRange, nameRange: TextRange, log: inout DiagnosticLog
    ) -> CodeID {
        if let (axis, value) = program.space.locate(value: name) {
            return rows.add(
                .freeze(code, axis: Int32(truncatingIfNeeded: axis), value: Int32(truncatingIfNeeded: value)),
                range: range)
        }
        // `c.oklch.l`: a component of a space view.
        if case let .field(color, view) = rows.codes[code.offset].kind, let components = view.spaceComponents {
            guard let field = ValueField(rawValue: view.rawValue + "." + name) else {
                log.error(
                    .unknownSpaceComponent(name, space: view.rawValue, components: components), at: nameRange,
                    suggestions: Suggestions.closest(to: name, among: components))
                return rows.add(.invalid, range: range)
            }
            return rows.add(.field(color, field), range: range)
        }
        if let field = ValueField(rawValue: name) {
            return rows.add(.field(code, field), range: range)
        }
        log.error(
            .unknownMemberOfValue(name, type: "value"), at: nameRange,
            suggestions: Suggestions.closest(
                to: name, among: program.axes.flatMap(\.values) + ValueField.allCases.map(\.rawValue)))
        return rows.add(.invalid, range: range)
    }

    package mutating func record(function: Int, range: TextRange) {
        dependencies.append((program.nodeIndex(function: function), range))
    }
}

extension Binder {
    /// A file scope (other than this one's) whose private names include `name`.
    func privateElsewhere(_ name: String) -> (Int, Symbol)? {
        for (index, namespace) in program.namespaces.enumerated() where namespace.isFileScope && !chain.contains(index)
        {
            if let symbol = namespace.members[name] { return (index, symbol) }
        }
        return nil
    }
}
