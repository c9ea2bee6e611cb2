import ShadeSyntax

extension Binder {
    /// `dynamic(light: a, dark: b)`, or the values of any one axis; left-out values fall back to
    /// the axis default's.
    mutating func bindDynamic(_ arguments: ArraySlice<CallArgument>, range: TextRange, log: inout DiagnosticLog)
        -> Code
    {
        var axis: Int?
        // Few arguments: a list searched in place beats a dictionary. Nested dynamics use the
        // list above this one's, and leave it as they found it.
        let first = pendingBranches.count
        defer { pendingBranches.removeLast(pendingBranches.count - first) }
        for argument in arguments {
            let value = bind(argument.value, log: &log)
            guard let labelRange = argument.label else {
                log.error(.dynamicNeedsLabels, at: nodes.range(of: argument.value))
                return Code(kind: .invalid, range: range)
            }
            let label = log.sources.name(at: labelRange)
            guard let (labelAxis, index) = program.locateAxisValue(label) else {
                log.error(
                    .dynamicLabel(label), at: labelRange,
                    suggestions: ForeignNames.appearanceSuggestions(for: label, among: program.axes.flatMap(\.values)))
                return Code(kind: .invalid, range: range)
            }
            if let axis, axis != labelAxis {
                log.error(.dynamicMixedAxes(program.axes[axis].name, program.axes[labelAxis].name), at: labelRange)
                return Code(kind: .invalid, range: range)
            }
            if pendingBranches[first...].contains(where: { $0.index == index }) {
                log.error(.duplicateArgument(label), at: labelRange)
                return Code(kind: .invalid, range: range)
            }
            axis = labelAxis
            pendingBranches.append((index, value))
        }
        let chosen = axis ?? 0
        guard let fallback = pendingBranches[first...].first(where: { $0.index == 0 })?.code else {
            log.error(
                .dynamicMissingDefault(program.axes[chosen].values[0], axis: program.axes[chosen].name), at: range)
            return Code(kind: .invalid, range: range)
        }
        let row = reserveRow(program.axes[chosen].values.count, placeholder: fallback)
        for branch in pendingBranches[first...] { operands[Int(row.lowerBound) + branch.index] = branch.code }
        return Code(kind: .select(axis: chosen, branches: row), range: range)
    }
}

extension Program {
    /// The axis and value index of an appearance value name (`dark`, `high`), like
    /// ``AppearanceSpace/locate(value:)`` without building the space.
    func locateAxisValue(_ name: String) -> (axis: Int, value: Int)? {
        for (axisIndex, axis) in axes.enumerated() {
            if let valueIndex = axis.values.firstIndex(of: name) { return (axisIndex, valueIndex) }
        }
        return nil
    }
}
