import ShadeSyntax

/// `axis NAME { VALUE, … }`: a declared appearance axis, or more levels for the built-in contrast
/// axis (docs/language.md, Appearances and axes).
extension Declarer {
    /// Adds the axis, or reports why it cannot be: repeated, too few values, values taken, too many appearances.
    mutating func declareAxis(
        _ name: String, nameRange: TextRange, values: [(name: String, range: TextRange)], log: inout DiagnosticLog
    ) {
        if name == Appearance.AxisDefinition.contrast.name, program.axes[1] == .contrast {
            extendContrast(nameRange: nameRange, values: values, log: &log)
            return
        }
        guard !program.axes.contains(where: { $0.name == name }) else {
            log.error(
                name == Appearance.AxisDefinition.scheme.name ? .schemeNotExtensible : .duplicate(name), at: nameRange)
            return
        }
        guard values.count >= 2 else {
            log.error(.axisNeedsValues(name), at: nameRange)
            return
        }
        let appearances = program.axes.reduce(1) { $0 * $1.values.count }
        guard values.count <= AppearanceSpace.maximumCount / appearances else {
            log.error(.tooManyAppearances(name, appearances: appearances, values: values.count), at: nameRange)
            return
        }
        let taken = Set(program.axes.flatMap(\.values))
        var seen = Set<String>()
        for value in values {
            if taken.contains(value.name) || !seen.insert(value.name).inserted
                || ValueField(rawValue: value.name) != nil
            {
                let note = axisValueRanges[value.name].map { [("first used here", Optional($0))] } ?? []
                log.error(.axisValueTaken(value.name), at: value.range, notes: note)
                return
            }
            axisValueRanges[value.name] = value.range
        }
        program.axes.append(Appearance.AxisDefinition(name: name, values: values.map(\.name)))
    }

    /// `axis contrast { normal, medium, high }`: the built-in contrast axis with more levels (as
    /// Android 14 and Material have). It keeps `normal` first, as its default, and `high`.
    private mutating func extendContrast(
        nameRange: TextRange, values: [(name: String, range: TextRange)], log: inout DiagnosticLog
    ) {
        let names = values.map(\.name)
        guard names.first == "normal", names.contains("high") else {
            log.error(.contrastExtensionKeepsBuiltins, at: nameRange)
            return
        }
        let taken = Set(program.axes.dropFirst(2).flatMap(\.values) + Appearance.AxisDefinition.scheme.values)
        var seen = Set<String>()
        for value in values
        where taken.contains(value.name) || !seen.insert(value.name).inserted || ValueField(rawValue: value.name) != nil
        {
            log.error(.axisValueTaken(value.name), at: value.range)
            return
        }
        let appearances = program.axes.enumerated().reduce(1) {
            $0 * ($1.offset == 1 ? values.count : $1.element.values.count)
        }
        guard appearances <= AppearanceSpace.maximumCount else {
            log.error(
                .tooManyAppearances("contrast", appearances: appearances / values.count, values: values.count),
                at: nameRange)
            return
        }
        program.axes[1] = Appearance.AxisDefinition(name: "contrast", values: names)
    }
}
