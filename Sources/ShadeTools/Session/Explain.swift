import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// `:explain`: how a token's value is derived, step by step.
extension ThemeSession {
    /// How many levels deep ``explain(_:in:)`` follows a derivation.
    package static let maximumExplanationDepth = 32

    /// The derivation tree of a token: its expression and values, then what it uses, recursively.
    /// A color of the system palette is explained as built in, with its values.
    /// A token or function met a second time is marked repeated and not expanded again.
    /// `COMPONENT.PROPERTY` (the plain style) or `COMPONENT.PROPERTY in CONTAINER, …` explains a
    /// component's property in that context, saying which style supplied it (``Derivation/origin``).
    package func explain(_ name: String, in selection: AppearanceSelection = .all) -> Result<Derivation, ThemeError> {
        guard let token = build.program.tokenIndex(named: name), !build.program.tokens[token].isStyleValue else {
            if let style = explainStyle(name, in: selection) { return style }
            if SystemPalette.byName[name] != nil, case let .success(value) = evaluate(name, in: selection) {
                // A color of the system palette, unless a user name hides it.
                return .success(
                    Derivation(
                        name: name, type: value.type.rawValue, expression: "built in", appearances: value.appearances,
                        values: value.values, inputs: [],
                        isRepeated: false, isCut: false))
            }
            let names = build.program.tokens.filter { !$0.isStyleValue }.map(\.name)
            return .failure(
                ThemeError(diagnostics: [
                    Diagnostic(
                        message: "unknown token '\(name)'", location: nil,
                        suggestions: Suggestions.closest(to: name, among: names))
                ]))
        }
        guard build.isResolved(token) else {
            return .failure(
                ThemeError(diagnostics: [
                    Diagnostic(
                        message: "'\(name)' has errors; fix them by redefining it", location: nil)
                ]))
        }
        var seen = Set<Int>()
        return .success(derivation(of: token, depth: 0, selection: selection, seen: &seen))
    }

    package func derivation(of node: Int, depth: Int, selection: AppearanceSelection, seen: inout Set<Int>)
        -> Derivation
    {
        let program = build.program
        let isRepeated = !seen.insert(node).inserted
        let isCut = !isRepeated && depth == Self.maximumExplanationDepth && !program.dependencies[node].isEmpty
        var inputs: [Derivation] = []
        if !isRepeated, !isCut {
            var listed = Set<Int>()
            for use in program.dependencies[node] where listed.insert(use.node).inserted {
                inputs.append(derivation(of: use.node, depth: depth + 1, selection: selection, seen: &seen))
            }
        }
        switch program.node(node) {
        case let .token(index):
            let token = program.tokens[index]
            let columns = build.columns(over: token.mask, selection)
            return Derivation(
                name: token.name, type: token.declaredType.type.rawValue,
                expression: oneLine(token.valueRange), appearances: columns,
                values: columns.map { build.value(ofToken: index, in: $0) }, inputs: inputs, isRepeated: isRepeated,
                isCut: isCut, origin: overridesApplied(to: index, in: columns), description: token.description,
                presence: build.presence(ofToken: index, in: columns))
        case let .function(index):
            let function = program.functions[index]
            let parameters = function.parameters.map { "\($0.name): \($0.type.type.rawValue)" }.joined(separator: ", ")
            return Derivation(
                name: "fn " + function.name, type: "(\(parameters)) -> \(function.result.type.rawValue)",
                expression: oneLine(function.nodes.range(of: function.body)), appearances: [], values: [],
                inputs: inputs,
                isRepeated: isRepeated,
                isCut: isCut)
        case .assertion:
            return Derivation(
                name: "assert", type: "bool", expression: "", appearances: [], values: [], inputs: [], isRepeated: true,
                isCut: false)
        }
    }

    /// Which override gives a token its value in which of `columns`: `when dark, dimmed
    /// (theme.shade:5) in dark-dimmed`; nil when none does. An override that reads `inherited`
    /// shows the value it replaced: `(inherited: #0969da66)`.
    func overridesApplied(to token: Int, in columns: [Appearance]) -> String? {
        let program = build.program
        var byOverride: [(entry: Int, columns: [Appearance])] = []
        for column in columns {
            guard let entry = Overrides.applying(to: token, in: column.index, program: program) else { continue }
            if let position = byOverride.firstIndex(where: { $0.entry == entry }) {
                byOverride[position].columns.append(column)
            } else {
                byOverride.append((entry, [column]))
            }
        }
        guard !byOverride.isEmpty else { return nil }
        return byOverride.map { entry, columns in
            let override = program.overrides[entry]
            let location = build.sources.location(of: override.range)
            return
                "when \(override.condition) (\(location.path):\(location.start.line)): \(oneLine(override.range))"
                + inheritedValues(of: entry, token: token, in: columns) + " in "
                + "\(columns.map(\.name).joined(separator: ", "))"
        }.joined(separator: "; ")
    }

    /// ` (inherited: #0969da66)`: the distinct values an override that reads `inherited`
    /// replaced in `columns`; empty for one that does not.
    private func inheritedValues(of entry: Int, token: Int, in columns: [Appearance]) -> String {
        guard build.program.overrides[entry].readsInherited else { return "" }
        let rows = build.program.code
        var code: CodeID? = build.program.tokenCodes[token]
        while let current = code, case let .override(override) = rows[current].kind, override.entry != entry {
            code = override.otherwise
        }
        guard let code, case let .override(override) = rows[code].kind else { return "" }
        var values: [String] = []
        for column in columns {
            let text =
                (try? build.evaluator.evaluate(override.otherwise, in: build.index(of: column.settings)))?
                .description ?? "(error)"
            if !values.contains(text) { values.append(text) }
        }
        return " (inherited: \(values.joined(separator: ", ")))"
    }

    /// The source of a range with every run of white space made one space.
    package func oneLine(_ range: TextRange) -> String { build.sources.oneLine(range) }
}
