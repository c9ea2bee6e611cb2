import ShadeSyntax

/// Code that picks its value by appearance: `dynamic(…)`, the words `dark` and `highContrast`,
/// and the system palette's colors.
extension Binder {
    /// `dynamic(light: a, dark: b)`, or the values of any one axis; left-out values fall back to
    /// the axis default's.
    mutating func bindDynamic(_ arguments: ArraySlice<CallArgument>, range: TextRange, log: inout DiagnosticLog)
        -> CodeID
    {
        var axis: Int?
        // Few arguments: a list searched in place beats a dictionary.
        var branches: [(index: Int, code: CodeID)] = []
        branches.reserveCapacity(arguments.count)
        for argument in arguments {
            let value = bind(argument.value, log: &log)
            guard let labelRange = argument.label else {
                log.error(.dynamicNeedsLabels, at: nodes.range(of: argument.value))
                return rows.add(.invalid, range: range)
            }
            let label = log.sources.name(at: labelRange)
            guard let (labelAxis, index) = Appearance.AxisDefinition.locate(value: label, in: program.axes) else {
                log.error(
                    .dynamicLabel(label), at: labelRange,
                    suggestions: ForeignNames.appearanceSuggestions(for: label, among: program.axes.flatMap(\.values)))
                return rows.add(.invalid, range: range)
            }
            if let axis, axis != labelAxis {
                log.error(.dynamicMixedAxes(program.axes[axis].name, program.axes[labelAxis].name), at: labelRange)
                return rows.add(.invalid, range: range)
            }
            if branches.contains(where: { $0.index == index }) {
                log.error(.duplicateArgument(label), at: labelRange)
                return rows.add(.invalid, range: range)
            }
            axis = labelAxis
            branches.append((index, value))
        }
        let chosen = axis ?? 0
        let values = program.axes[chosen].values
        func branch(_ index: Int) -> CodeID? { branches.first { $0.index == index }?.code }
        guard let fallback = branch(0) else {
            log.error(.dynamicMissingDefault(values[0], axis: program.axes[chosen].name), at: range)
            return rows.add(.invalid, range: range)
        }
        let list = rows.list(of: values.count)
        for index in values.indices { rows.set(branch(index) ?? fallback, at: index, of: list) }
        return rows.add(.select(axis: chosen, branches: list), range: range)
    }

    /// `dark`, `highContrast` and the system palette.
    mutating func builtinValue(_ name: String, range: TextRange) -> CodeID? {
        switch name {
        case "dark": return rows.add(.appearanceIs(axis: 0, value: 1), range: range)
        case "highContrast":
            // The theme's contrast axis: `high` is not second when it is extended.
            let high = program.axes[1].values.firstIndex(of: "high") ?? 1
            return rows.add(.appearanceIs(axis: 1, value: high), range: range)
        default:
            guard let entry = SystemPalette.byName[name] else { return nil }
            let light = rows.add(.constant(.color(entry.light)), range: range)
            let dark = rows.add(.constant(.color(entry.dark)), range: range)
            let branches = rows.list(of: 2)
            rows.set(light, at: 0, of: branches)
            rows.set(dark, at: 1, of: branches)
            return rows.add(.select(axis: 0, branches: branches), range: range)
        }
    }

    /// Whether `name` is `dark`, `highContrast` or a color of the system palette.
    static func isBuiltinValue(_ name: String) -> Bool {
        name == "dark" || name == "highContrast" || SystemPalette.byName[name] != nil
    }
}
