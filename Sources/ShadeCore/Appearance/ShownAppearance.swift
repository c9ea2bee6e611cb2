import ShadeSyntax

/// Which listed appearance a platform shows, for any combination of axis values: the one rule
/// every target and `shade eval --appearance` follow (docs/exports.md, One fallback).
///
/// A listed combination shows itself. Any other shows its fallback: put the last axis (in axis
/// order: `scheme`, `contrast`, then the declared axes as declared) back to its default; if
/// that combination is not listed, put the axis before it back too, and so on, until a listed
/// one is reached. The default appearance is always listed, so one always is. Without
/// `appearances { … }` every combination is listed.
extension AppearanceSpace {
    /// The listed appearance a platform in combination `index` shows: `index` itself when it
    /// is listed (or nothing is), else its fallback (``ListedAppearances/fallbacks(in:listed:)``).
    package func shown(_ index: Int) -> Int {
        listed == nil ? index : fallbacks[index]
    }

    /// The combination a name gives: each '-'-separated part a value of a different axis (in
    /// any order), the axes it leaves out at their defaults. Nil when a part is no axis value or
    /// two parts are values of one axis.
    package func combination(named name: String) -> Int? {
        var index = 0
        var named = AxisMask.none
        for part in name.split(separator: "-", omittingEmptySubsequences: false) {
            guard let (axis, value) = locate(value: String(part)), !named.contains(axis) else { return nil }
            named = named.union(AxisMask(axis: axis))
            index = setting(axis, to: value, in: index)
        }
        return index
    }

    /// The axes a platform must read to show a value varying on `mask` as ``shown(_:)`` says:
    /// `mask`, grown by the axes through which a fallback changes the value. A target that
    /// keeps one value per combination of these axes (the others at their defaults, or at
    /// their values in `base` for the axes in `fixed`) and picks the one of the platform's
    /// combination with the other axes put back shows, in every combination, the value of the
    /// listed appearance the combination shows; with `mask` alone, an unlisted combination
    /// could mix two appearances (dark-high-dimmed taking a dimmed value where dark-high has none).
    package func followedAxes(of mask: AxisMask, fixing fixed: AxisMask = .none, at base: Int = 0) -> AxisMask {
        guard listed != nil else { return mask }
        let free = axes.indices.filter { !fixed.contains($0) }
        let freeMask = free.reduce(AxisMask.none) { $0.union(AxisMask(axis: $1)) }
        let combinations = indices(over: freeMask).map { index in
            axes.indices.filter(fixed.contains).reduce(index) { setting($1, to: value(of: $1, in: base), in: $0) }
        }
        var followed = AxisMask(bits: mask.bits & freeMask.bits)
        var grown = true
        while grown {
            grown = false
            for combination in combinations {
                let outside = free.filter { !followed.contains($0) }
                let projected = outside.reduce(combination) { setting($1, to: 0, in: $0) }
                guard representative(of: combination, keeping: mask) != representative(of: projected, keeping: mask)
                else { continue }
                for axis in outside where value(of: axis, in: combination) != 0 {
                    followed = followed.union(AxisMask(axis: axis))
                }
                grown = true
            }
        }
        return followed
    }
}
