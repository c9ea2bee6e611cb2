extension Binder {
    /// What a call calls.
    enum Callee {
        case user(Int), host(Int), builtin(Builtin), dynamic
    }

    mutating func bindCall(callee: Expression, arguments: [Argument], range: TextRange, log: inout DiagnosticLog) -> Code {
        guard let target = resolveCallee(callee, log: &log) else {
            for argument in arguments { _ = bind(argument.value, log: &log) }
            return Code(kind: .invalid, range: range)
        }
        switch target {
        case .dynamic:
            return bindDynamic(arguments, range: range, log: &log)
        case let .builtin(builtin):
            let parameters = builtin.parameters
            guard let matched = Self.match(
                arguments, to: parameters.map(\.name), defaults: parameters.map { $0.defaultValue != nil },
                function: builtin.rawValue, range: range, log: &log)
            else { return Code(kind: .invalid, range: range) }
            let codes = zip(matched, parameters).map { argument, parameter in
                if let argument {
                    builtin == .font && parameter.name == "weight"
                        ? bindWeight(argument.value, log: &log) : bind(argument.value, log: &log)
                } else {
                    Code(kind: .constant(parameter.defaultValue!), range: range)
                }
            }
            return Code(kind: .builtin(builtin, codes), range: range)
        case let .host(index):
            let function = program.hostFunctions[index]
            guard let matched = Self.match(
                arguments, to: function.parameters.map(\.name), defaults: function.parameters.map { _ in false },
                function: function.name, range: range, log: &log)
            else { return Code(kind: .invalid, range: range) }
            return Code(kind: .host(index, matched.map { bind($0!.value, log: &log) }), range: range)
        case let .user(index):
            let function = program.functions[index]
            record(function: index, range: callee.range)
            guard let matched = Self.match(
                arguments, to: function.parameters.map(\.name), defaults: function.parameters.map { $0.defaultValue != nil },
                function: function.name, range: range, log: &log)
            else { return Code(kind: .invalid, range: range) }
            let codes = zip(matched, function.parameters).map { argument, parameter in
                if let argument { return bind(argument.value, log: &log) }
                // A default is resolved where the function is declared, and evaluated at the call.
                var inner = Binder(program: program, scope: function.scope)
                let code = inner.bind(parameter.defaultValue!, log: &log)
                dependencies += inner.dependencies
                return code
            }
            return Code(kind: .call(function: index, arguments: codes), range: range)
        }
    }

    mutating func resolveCallee(_ callee: Expression, log: inout DiagnosticLog) -> Callee? {
        if case let .name(name) = callee.kind, !parameters.contains(where: { $0.name == name }),
           !chain.contains(where: { program.namespaces[$0].members[name] != nil }) {
            if name == "dynamic" { return .dynamic }
            if let host = program.hostFunctions.firstIndex(where: { $0.name == name }) { return .host(host) }
            if let builtin = Builtin(rawValue: name) { return .builtin(builtin) }
            let candidates = ["dynamic"] + Builtin.allCases.map(\.rawValue) + program.hostFunctions.map(\.name)
                + program.functions.map(\.name)
            log.error(.unknownFunction(name), at: callee.range, suggestions: Suggestions.closest(to: name, among: candidates))
            return nil
        }
        switch resolve(callee, log: &log) {
        case let .function(index): return .user(index)
        case .failed: return nil
        case .group, .value:
            log.error(.notAFunction(program.source(of: callee.range, log: log)), at: callee.range)
            return nil
        }
    }

    /// `dynamic(light: a, dark: b)`, or the values of any one axis; left-out values fall back to
    /// the axis default's.
    mutating func bindDynamic(_ arguments: [Argument], range: TextRange, log: inout DiagnosticLog) -> Code {
        var axis: Int?
        var branches: [Int: Code] = [:]
        for argument in arguments {
            let value = bind(argument.value, log: &log)
            guard let label = argument.label, let labelRange = argument.labelRange else {
                log.error(.dynamicNeedsLabels, at: argument.value.range)
                return Code(kind: .invalid, range: range)
            }
            guard let (labelAxis, index) = program.space.locate(value: label) else {
                log.error(
                    .dynamicLabel(label), at: labelRange,
                    suggestions: Suggestions.closest(to: label, among: program.axes.flatMap(\.values)))
                return Code(kind: .invalid, range: range)
            }
            if let axis, axis != labelAxis {
                log.error(.dynamicMixedAxes(program.axes[axis].name, program.axes[labelAxis].name), at: labelRange)
                return Code(kind: .invalid, range: range)
            }
            if branches[index] != nil {
                log.error(.duplicateArgument(label), at: labelRange)
                return Code(kind: .invalid, range: range)
            }
            axis = labelAxis
            branches[index] = value
        }
        let chosen = axis ?? 0
        let values = program.axes[chosen].values
        guard let fallback = branches[0] else {
            log.error(.dynamicMissingDefault(values[0], axis: program.axes[chosen].name), at: range)
            return Code(kind: .invalid, range: range)
        }
        return Code(kind: .select(axis: chosen, branches: values.indices.map { branches[$0] ?? fallback }), range: range)
    }

    /// A font weight: a bare weight name (`bold`) or any string expression.
    mutating func bindWeight(_ expression: Expression, log: inout DiagnosticLog) -> Code {
        switch expression.kind {
        case let .name(name) where FontWeight(rawValue: name) != nil:
            return Code(kind: .constant(.string(name)), range: expression.range)
        case let .name(text) where !parameters.contains(where: { $0.name == text })
            && !chain.contains(where: { program.namespaces[$0].members[text] != nil }),
             let .string(text) where FontWeight(rawValue: text) == nil:
            log.error(
                .unknownWeight(text), at: expression.range,
                suggestions: Suggestions.closest(to: text, among: FontWeight.allCases.map(\.rawValue)))
            return Code(kind: .invalid, range: expression.range)
        default:
            return bind(expression, log: &log)
        }
    }

    /// Matches arguments to parameters: unlabeled ones in order first, then labeled ones by name.
    /// - Returns: one entry per parameter, nil where its default applies; nil after an error.
    static func match(
        _ arguments: [Argument], to names: [String], defaults: [Bool], function: String, range: TextRange,
        log: inout DiagnosticLog
    ) -> [Argument?]? {
        var matched = [Argument?](repeating: nil, count: names.count)
        var position = 0
        var sawLabel = false
        for argument in arguments {
            guard let label = argument.label, let labelRange = argument.labelRange else {
                if sawLabel {
                    log.error(.positionalAfterLabeled, at: argument.value.range)
                    return nil
                }
                guard position < names.count else {
                    log.error(.extraArgument(function, expected: names.count), at: argument.value.range)
                    return nil
                }
                matched[position] = argument
                position += 1
                continue
            }
            sawLabel = true
            guard let index = names.firstIndex(of: label) else {
                log.error(
                    .unknownLabel(label, function: function), at: labelRange,
                    suggestions: Suggestions.closest(to: label, among: names))
                return nil
            }
            guard matched[index] == nil else {
                log.error(.duplicateArgument(label), at: labelRange)
                return nil
            }
            matched[index] = argument
        }
        for (index, name) in names.enumerated() where matched[index] == nil && !defaults[index] {
            log.error(.missingArgument(name, function: function), at: range)
            return nil
        }
        return matched
    }
}

extension Program {
    /// The source text of a range, for messages.
    func source(of range: TextRange, log: DiagnosticLog) -> String {
        log.sources[range.file].text(range)
    }
}
