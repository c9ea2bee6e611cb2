import ShadeSyntax

/// Choosing columns by axis values: the one rule behind `shade eval --appearance`.
///
/// A name is axis values joined by '-' (`dark`, `high`, `dark-high`, `dark-high-acme`); a column
/// matches when it has every one of them, so `dark` is every dark column and `dark-high` every
/// dark high-contrast one. Several names add up: the columns matching any of them, in the order
/// the names are given, each column once.
extension Appearance {
    /// True when every '-'-separated part of `name` is the value of one of this appearance's axes.
    public func matches(_ name: String) -> Bool {
        let values = Set(settings.values)
        return name.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { values.contains(String($0)) }
    }
}

extension Theme {
    /// The columns matching any of `names` (see ``Appearance/matches(_:)``), in the order of the
    /// names, each once.
    /// - Returns: the columns, or the first name that matches none.
    package func appearances(matching names: [String]) -> Result<[Appearance], UnknownAppearance> {
        var chosen: [Appearance] = []
        var seen = Set<String>()
        for name in names {
            let matching = appearances.filter { $0.matches(name) }
            if matching.isEmpty { return .failure(UnknownAppearance(name: name)) }
            for appearance in matching where seen.insert(appearance.name).inserted { chosen.append(appearance) }
        }
        return .success(chosen)
    }
}

/// A name given to choose columns that matches none of the theme's.
package struct UnknownAppearance: Error, Hashable, Sendable {
    /// The name as given.
    public let name: String
}
