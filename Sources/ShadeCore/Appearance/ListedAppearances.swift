import ShadeSyntax

/// `appearances { light, dark, dark-dimmed, light-high, dark-high }` (docs/language.md, Listed appearances): the
/// combinations of axis values a theme has. Only they are computed, asserted and emitted, under
/// the names listed. A platform may still be in a combination the theme does not list (a
/// high-contrast setting the theme has no value for): that combination shows its fallback, the
/// listed appearance reached by putting axes back to their defaults, last axis first
/// (`light-high-dimmed` → `light-high` → `light`; `dark-high-dimmed` → `dark-high`). The default
/// appearance (every axis at its default) must be listed, so every combination has one. Read it
/// through ``AppearanceSpace/shown(_:)``.
enum ListedAppearances {
    /// Per appearance of `space`: itself when listed, else its fallback (the rule, stated once).
    static func fallbacks(in space: AppearanceSpace, listed: [Int]) -> [Int] {
        let isListed = Set(listed)
        return (0..<space.count).map { index in
            var current = index
            for axis in space.axes.indices.reversed() where !isListed.contains(current) {
                current = space.setting(axis, to: 0, in: current)
            }
            return isListed.contains(current) ? current : listed[0]
        }
    }
}

extension AppearanceSpace {
    /// The column name of a listed appearance: its scheme, then the values of the other axes
    /// that are not at their defaults, in axis order (`light`, `dark-dimmed`, `light-high`).
    func listedName(of index: Int) -> String {
        axes.indices.filter { $0 == 0 || value(of: $0, in: index) != 0 }
            .map { axes[$0].values[value(of: $0, in: index)] }.joined(separator: "-")
    }
}

extension Program {
    /// Checks `appearances { … }` against the axes: every name a value of some axis, one value
    /// per axis, no combination twice, the default one listed. Sets ``listed``; reports and
    /// leaves it nil when the list has an error.
    mutating func resolveListedAppearances(log: inout DiagnosticLog) {
        guard let (entries, range) = appearanceList else { return }
        let space = AppearanceSpace(axes: axes)
        var result: [(index: Int, name: String)] = []
        var seen: [Int: TextRange] = [:]
        var valid = true
        for entry in entries {
            var index = 0
            var setAxes = Set<Int>()
            var entryValid = true
            for name in entry.names {
                guard let (axis, value) = space.locate(value: name) else {
                    log.error(
                        .unknownAppearanceValue(name), at: entry.range,
                        suggestions: ForeignNames.appearanceSuggestions(for: name, among: axes.flatMap(\.values)))
                    entryValid = false
                    break
                }
                guard setAxes.insert(axis).inserted else {
                    log.error(
                        .appearanceAxisTwice(entry.names.joined(separator: "-"), axis: axes[axis].name), at: entry.range
                    )
                    entryValid = false
                    break
                }
                index = space.setting(axis, to: value, in: index)
            }
            guard entryValid else {
                valid = false
                continue
            }
            if let first = seen[index] {
                log.error(
                    .appearanceListedTwice(entry.names.joined(separator: "-")), at: entry.range,
                    notes: [("first listed here", first)])
                valid = false
                continue
            }
            seen[index] = entry.range
            result.append((index, space.listedName(of: index)))
        }
        guard valid else { return }
        guard seen[0] != nil else {
            let name = axes.map { $0.values[0] }.prefix(1).joined()
            log.error(.defaultAppearanceNotListed(name), at: range, suggestions: [])
            return
        }
        listed = result
    }
}
