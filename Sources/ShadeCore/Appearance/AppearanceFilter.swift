import ShadeSyntax

/// Choosing columns by axis values: the one rule behind `shade eval --appearance` and the REPL's
/// `:appearance`.
///
/// A name is axis values joined by '-' (`dark`, `high`, `dark-high`, `dark-high-acme`); a column
/// matches when it has every one of them, so `dark` is every dark column and `dark-high` every
/// dark high-contrast one. A name no column matches but whose parts are values of different axes
/// is a combination (the axes it leaves out at their defaults): it chooses the column a platform
/// in that combination shows, its fallback (docs/exports.md, One fallback). Several names add
/// up: the columns of each, in the order the names are given, each column once.
extension Appearance {
    /// True when every '-'-separated part of `name` is the value of one of this appearance's axes.
    public func matches(_ name: String) -> Bool {
        let values = Set(settings.values)
        return name.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { values.contains(String($0)) }
    }
}

/// The columns some names choose, and the names that chose a fallback.
package struct ChosenAppearances: Sendable {
    /// The columns, in the order of the names, each once.
    package var columns: [Appearance] = []
    /// Each name that is a combination no column matches, with the column it shows.
    package var fallbacks: [(name: String, shown: Appearance)] = []

    /// One note per fallback: `'dark-high-tritanopia' is not listed; it shows its fallback 'dark-high'`.
    package var notes: [String] { fallbacks.map { Self.note(name: $0.name, shown: $0.shown) } }

    /// The note on a name that chose a fallback.
    package static func note(name: String, shown: Appearance) -> String {
        "'\(name)' is not listed; it shows its fallback '\(shown.name)'"
    }
}

extension Theme {
    /// The columns `names` choose (see ``ChosenAppearances``).
    /// - Returns: the columns, or the first name that is neither matched nor a combination.
    package func appearances(matching names: [String]) -> Result<ChosenAppearances, UnknownAppearance> {
        var chosen = ChosenAppearances()
        var seen = Set<String>()
        for name in names {
            var matching = appearances.filter { $0.matches(name) }
            if matching.isEmpty {
                guard let combination = program.space.combination(named: name) else {
                    return .failure(UnknownAppearance(name: name))
                }
                let shown = column(showing: combination)
                chosen.fallbacks.append((name, shown))
                matching = [shown]
            }
            for appearance in matching where seen.insert(appearance.name).inserted { chosen.columns.append(appearance) }
        }
        return .success(chosen)
    }
}

/// A name given to choose columns that is neither a column's values nor a combination of axis values.
package struct UnknownAppearance: Error, Hashable, Sendable {
    /// The name as given.
    public let name: String
}
