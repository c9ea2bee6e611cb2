import ShadeCore
import ShadeSyntax

/// How the DTCG export lays a theme's appearances out as a 2025.10 resolver (docs/dtcg.md,
/// Resolver): a base set with every token in the default appearance, then modifiers whose
/// contexts hold only the tokens that differ from the base there.
///
/// Each axis the tokens vary on is a modifier of its own (`scheme`: `light`, `dark`) when that
/// gives every combination the value eval gives it: a resolver merges the base, then the set of
/// each modifier's context in order, so the value of `dark-high` is the `high` set's, else the
/// `dark` set's, else the base's. When some token's value in a combination is not that (a
/// `when dark, high { … }` override, a value mixed from two axes), or the theme lists its
/// appearances, the axes are one modifier, `appearance`, with a context per combination: a
/// listed one holds its own differences, another names the set of the appearance it shows
/// (``AppearanceSpace/shown(_:)``), so that any context gives `shade eval --appearance`'s values.
struct DTCGLayout {
    /// One modifier: the axes it stands for and its contexts, the default first.
    struct Modifier {
        let name: String
        /// Places in ``ExportedTheme/axes``.
        let axes: [Int]
        let contexts: [Context]
    }

    /// One context of a modifier: a combination of its axes' values, the other axes at their defaults.
    struct Context {
        let name: String
        /// A value position per axis of ``ExportedTheme/axes``.
        let positions: [Int]
        /// True when the combination shows itself: it has a set of its own.
        let isListed: Bool
        /// The context whose set this one uses: itself when listed, else the one it shows.
        let shown: Int
    }

    let modifiers: [Modifier]
    /// Whether some token exists in some appearances only: it takes one modifier over the axes,
    /// whose every context holds the set of its own.
    let hasPartialTokens: Bool
    /// For each axis of ``ExportedTheme/axes``, by name, its place there.
    private let places: [String: Int]

    init(_ theme: ExportedTheme) {
        var places: [String: Int] = [:]
        for (place, axis) in theme.axes.enumerated() { places[axis.name] = place }
        self.places = places
        var varying = Set<Int>()
        var separable = theme.space.listed == nil
        for token in theme.tokens where !token.axes.isEmpty {
            for axis in token.axes { varying.insert(places[axis.name]!) }
            if separable, token.presence != nil || !Self.isSeparable(token) { separable = false }
        }
        hasPartialTokens = theme.tokens.contains { $0.presence != nil }
        let axes = varying.sorted()
        let defaults = [Int](repeating: 0, count: theme.axes.count)
        if axes.isEmpty {
            modifiers = []
        } else if separable {
            modifiers = axes.map { place in
                let axis = theme.axes[place]
                let contexts = axis.values.indices.map { value in
                    var positions = defaults
                    positions[place] = value
                    return Context(name: axis.values[value], positions: positions, isListed: true, shown: value)
                }
                return Modifier(name: axis.name, axes: [place], contexts: contexts)
            }
        } else {
            modifiers = [Self.appearanceModifier(theme, axes: axes)]
        }
    }

    /// One modifier over `axes`, a context per combination of their values, the first varying slowest.
    private static func appearanceModifier(_ theme: ExportedTheme, axes: [Int]) -> Modifier {
        var combinations: [[Int]] = [[Int](repeating: 0, count: theme.axes.count)]
        for place in axes {
            combinations = combinations.flatMap { positions in
                theme.axes[place].values.indices.map { value in
                    var next = positions
                    next[place] = value
                    return next
                }
            }
        }
        let indices = combinations.map { theme.combination($0) }
        let position = Dictionary(indices.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let columns = Dictionary(theme.appearances.map { ($0.index, $0.name) }, uniquingKeysWith: { first, _ in first })
        var names = Set<String>()
        let contexts = zip(combinations, indices).map { positions, index in
            let shown = theme.space.shown(index)
            var name = columns[index] ?? ""
            if name.isEmpty || names.contains(name) {
                // An unlisted combination: its axes' values, the first always, the others unless at their default.
                name = axes.enumerated().filter { $0.offset == 0 || positions[$0.element] != 0 }
                    .map { theme.axes[$0.element].values[positions[$0.element]] }.joined(separator: "-")
            }
            if names.contains(name) {
                name = axes.map { theme.axes[$0].values[positions[$0]] }.joined(separator: "-")
            }
            names.insert(name)
            return Context(
                name: name, positions: positions, isListed: shown == index, shown: position[shown] ?? position[index]!)
        }
        return Modifier(name: "appearance", axes: axes, contexts: contexts)
    }

    /// Whether merging the base and one context per axis, in axis order, gives `token` its value in
    /// every combination: the value of the last axis not at its default whose value alone differs
    /// from the default value, else the default value.
    private static func isSeparable(_ token: ExportedToken) -> Bool {
        // On one axis, every value is its own context's: nothing to merge (most tokens vary so).
        guard token.axes.count > 1 else { return true }
        let sizes = token.axes.map(\.values.count)
        var strides = [Int](repeating: 1, count: sizes.count)
        for axis in sizes.indices.dropLast().reversed() { strides[axis] = strides[axis + 1] * sizes[axis + 1] }
        for index in token.values.indices.dropFirst() {
            var layered = 0
            for axis in sizes.indices {
                let position = (index / strides[axis]) % sizes[axis]
                if position != 0, differs(token, position * strides[axis], 0) { layered = position * strides[axis] }
            }
            if differs(token, layered, index) { return false }
        }
        return true
    }

    /// Whether `token` is written differently at two indices of its values: another alias, or
    /// without aliases another value.
    static func differs(_ token: ExportedToken, _ first: Int, _ second: Int) -> Bool {
        let alias = token.alias(at: first)
        if alias != nil || token.alias(at: second) != nil { return alias != token.alias(at: second) }
        return token.values[first] != token.values[second]
    }

    /// The index in `token`'s values of the combination `positions` (a position per axis of the
    /// theme's, the axes the token does not read ignored).
    func valueIndex(of token: ExportedToken, at positions: [Int]) -> Int {
        var index = 0
        for axis in token.axes { index = index * axis.values.count + positions[places[axis.name]!] }
        return index
    }
}

extension ExportedTheme {
    /// The index in ``space`` of a combination of ``axes`` (a value position each), the selected axes at their values.
    func combination(_ positions: [Int]) -> Int {
        zip(axisPlaces, positions).reduce(fixed) { space.setting($1.0, to: $1.1, in: $0) }
    }
}
