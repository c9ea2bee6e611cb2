import ShadeSyntax

extension Binder {
    /// What a call calls.
    enum Callee {
        case user(Int), host(Int), builtin(Builtin), dynamic
    }

    mutating func bindCall(
        callee: ExpressionID, arguments: ArraySlice<CallArgument>, range: TextRange, log: inout DiagnosticLog
    ) -> CodeID {
        if methodCall(callee, arguments, range: range, log: &log) { return rows.add(.invalid, range: range) }
        guard let target = resolveCallee(callee, log: &log) else {
            for argument in arguments { _ = bind(argument.value, log: &log) }
            return rows.add(.invalid, range: range)
        }
        switch target {
        case .dynamic:
            return bindDynamic(arguments, range: range, log: &log)
        case let .builtin(builtin):
            let parameters = builtin.parameters
            // Parameters are read in place: copying one copies its name and default.
            func bindArgument(_ value: ExpressionID?, at position: Int) -> CodeID {
                guard let value else { return rows.add(.constant(parameters[position].defaultValue!), range: range) }
                if builtin.bindsPlainArguments { return bind(value, log: &log) }
                if builtin == .font && parameters[position].name == "weight" { return bindWeight(value, log: &log) }
                if builtin == .typography && parameters[position].name == "weight" {
                    return bindNumericWeight(value, log: &log)
                }
                if builtin == .border && parameters[position].name == "style" {
                    return bindBorderStyle(value, log: &log)
                }
                // Every parameter that takes a choice is a string: the others skip the names' match.
                if parameters[position].type.base == .string,
                    let choice = builtin.choices(forParameter: parameters[position].name)
                {
                    return bindChoice(value, choice, log: &log)
                }
                return bind(value, log: &log)
            }
            // The common case, arguments in order without labels and defaults for the rest, needs
            // no matching (which copies every argument).
            if arguments.count <= parameters.count, arguments.allSatisfy({ $0.label == nil }),
                parameters[arguments.count...].allSatisfy({ $0.defaultValue != nil })
            {
                // Each argument's code goes into the list as it is bound: no array per call.
                let list = rows.list(of: parameters.count)
                for position in parameters.indices {
                    let argument = arguments.startIndex + position
                    let code = bindArgument(
                        argument < arguments.endIndex ? arguments[argument].value : nil, at: position)
                    rows.set(code, at: position, of: list)
                }
                return rows.add(.builtin(builtin, list), range: range)
            }
            guard
                let matched = match(
                    arguments, count: parameters.count, name: { parameters[$0].name },
                    hasDefault: { parameters[$0].defaultValue != nil }, function: builtin.rawValue, range: range,
                    log: &log)
            else { return rows.add(.invalid, range: range) }
            let list = rows.list(of: matched.count)
            for position in matched.indices {
                let code = bindArgument(matched[position]?.value, at: position)
                rows.set(code, at: position, of: list)
            }
            return rows.add(.builtin(builtin, list), range: range)
        case let .host(index):
            let function = program.hostFunctions[index]
            guard
                let matched = match(
                    arguments, count: function.parameters.count, name: { function.parameters[$0].name },
                    hasDefault: { _ in false }, function: function.name, range: range, log: &log)
            else { return rows.add(.invalid, range: range) }
            let list = rows.list(of: matched.count)
            for position in matched.indices {
                let code = bind(matched[position]!.value, log: &log)
                rows.set(code, at: position, of: list)
            }
            return rows.add(.host(index, list), range: range)
        case let .user(index):
            let function = program.functions[index]
            record(function: index, range: nodes.range(of: callee))
            guard
                let matched = match(
                    arguments, count: function.parameters.count, name: { function.parameters[$0].name },
                    hasDefault: { function.parameters[$0].defaultValue != nil }, function: function.name, range: range,
                    log: &log)
            else { return rows.add(.invalid, range: range) }
            let list = rows.list(of: matched.count)
            for (position, (argument, parameter)) in zip(matched, function.parameters).enumerated() {
                let code: CodeID
                if let argument {
                    code = bind(argument.value, log: &log)
                } else {
                    // A default is resolved where the function is declared, and evaluated at the call.
                    var inner = Binder(program: program, scope: function.scope, nodes: function.nodes)
                    swap(&inner.rows, &rows)
                    code = inner.bind(parameter.defaultValue!, log: &log)
                    swap(&inner.rows, &rows)
                    dependencies += inner.dependencies
                }
                rows.set(code, at: position, of: list)
            }
            return rows.add(.call(function: index, arguments: list), range: range)
        }
    }

    mutating func resolveCallee(_ id: ExpressionID, log: inout DiagnosticLog) -> Callee? {
        if case let .name(written) = nodes.expressions[id.offset].kind {
            // Most calls call a built-in: settled from the name's bytes.
            if let short = log.sources.shortName(at: written), let callee = program.builtinCallee(short) {
                return callee
            }
            let name = log.sources.name(at: written)
            // Calls and names never capture each other (docs/language.md, Names): `shadow(…)` is
            // the built-in whatever a scope or a parameter calls `shadow`, and a bare name never
            // means a function. A `fn` named like a built-in is refused where it is declared.
            // Hashed once for every scope of the chain.
            let key = NameKey(name)
            let builtin = Builtin.named(name)
            if builtin != nil || program.isBuiltinCallee(name) || !isDeclaredInScope(calleeName: key) {
                return resolveBuiltinCallee(name, builtin, range: nodes.range(of: id), log: &log)
            }
        }
        switch resolve(id, log: &log) {
        case let .function(index): return .user(index)
        case .failed: return nil
        case .group, .value:
            log.error(.notAFunction(program.source(of: nodes.range(of: id), log: log)), at: nodes.range(of: id))
            return nil
        }
    }

    /// A callee name no scope declares: `dynamic`, a host function or a built-in.
    func resolveBuiltinCallee(_ name: String, _ builtin: Builtin?, range: TextRange, log: inout DiagnosticLog)
        -> Callee?
    {
        if name == "dynamic" { return .dynamic }
        if let host = program.hostFunctions.firstIndex(where: { $0.name == name }) { return .host(host) }
        if let builtin { return .builtin(builtin) }
        let candidates =
            ["dynamic"] + Builtin.allCases.map(\.rawValue) + program.hostFunctions.map(\.name)
            + program.functions.map(\.name)
        log.error(
            .unknownFunction(name), at: range,
            suggestions: ForeignNames.suggestions(for: name, among: candidates, after: log.errorCount))
        return nil
    }

    /// One of a few names (`in: oklch`, `hue: longer`), bare or as a string (`"display-p3"`).
    mutating func bindChoice(_ id: ExpressionID, _ choice: BuiltinChoice, log: inout DiagnosticLog) -> CodeID {
        let expression = nodes[id]
        let written: String
        switch expression.kind {
        case let .name(name): written = log.sources.name(at: name)
        case let .string(literal): written = log.sources.string(at: literal)
        default:
            log.error(.choiceNotLiteral(choice), at: expression.range)
            return rows.add(.invalid, range: expression.range)
        }
        guard let value = choice.value(of: written) else {
            log.error(
                .unknownChoice(written, choice), at: expression.range,
                suggestions: Suggestions.closest(to: written, among: choice.names.map(\.name)))
            return rows.add(.invalid, range: expression.range)
        }
        return rows.add(.string(value), range: expression.range)
    }

    /// A font weight: a bare weight name (`bold`) or any string expression.
    mutating func bindWeight(_ id: ExpressionID, log: inout DiagnosticLog) -> CodeID {
        let expression = nodes[id]
        func unknown(_ text: String) -> CodeID {
            log.error(
                .unknownWeight(text), at: expression.range,
                suggestions: Suggestions.closest(to: text, among: Value.FontSpec.Weight.allCases.map(\.rawValue)))
            return rows.add(.invalid, range: expression.range)
        }
        switch expression.kind {
        case let .name(written):
            let name = log.sources.name(at: written)
            if Value.FontSpec.Weight(rawValue: name) != nil {
                return rows.add(.string(name), range: expression.range)
            }
            if !parameters.contains(where: { $0.name == name })
                && !chain.contains(where: { program.namespaces[$0].members[name] != nil })
            {
                return unknown(name)
            }
        case let .string(literal):
            let text = log.sources.string(at: literal)
            if Value.FontSpec.Weight(rawValue: text) == nil { return unknown(text) }
        default:
            break
        }
        return bind(id, log: &log)
    }

    /// Matches arguments to parameters: unlabeled ones in order first, then labeled ones by name.
    /// - Returns: one entry per parameter, nil where its default applies; nil after an error.
    package func match(
        _ arguments: ArraySlice<CallArgument>, count: Int, name: (Int) -> String, hasDefault: (Int) -> Bool,
        function: String, range: TextRange, log: inout DiagnosticLog
    ) -> [CallArgument?]? {
        var matched = [CallArgument?](repeating: nil, count: count)
        var position = 0
        var sawLabel = false
        for argument in arguments {
            guard let labelRange = argument.label else {
                if sawLabel {
                    log.error(.positionalAfterLabeled, at: nodes.range(of: argument.value))
                    return nil
                }
                guard position < count else {
                    log.error(.extraArgument(function, expected: count), at: nodes.range(of: argument.value))
                    return nil
                }
                matched[position] = argument
                position += 1
                continue
            }
            sawLabel = true
            let label = log.sources.name(at: labelRange)
            guard let index = (0..<count).first(where: { name($0) == label }) else {
                // No close spelling (`amount:` for `t:`): the parameters not given yet.
                let close = Suggestions.closest(to: label, among: (0..<count).map(name))
                log.error(
                    .unknownLabel(label, function: function), at: labelRange,
                    suggestions: close.isEmpty ? (0..<count).filter { matched[$0] == nil }.map(name) : close)
                return nil
            }
            guard matched[index] == nil else {
                log.error(.duplicateArgument(label), at: labelRange)
                return nil
            }
            matched[index] = argument
        }
        for index in 0..<count where matched[index] == nil && !hasDefault(index) {
            log.error(.missingArgument(name(index), function: function), at: range)
            return nil
        }
        return matched
    }
}

extension Binder {
    /// Whether a parameter or a scope in the chain declares `name`.
    func isDeclaredInScope(calleeName key: NameKey) -> Bool {
        parameters.contains { $0.name == key.name } || chain.contains { program.namespaces[$0].members[key] != nil }
    }
}

extension Program {
    /// The source text of a range, for messages.
    package func source(of range: TextRange, log: DiagnosticLog) -> String {
        log.sources[range.file].text(range)
    }
}
