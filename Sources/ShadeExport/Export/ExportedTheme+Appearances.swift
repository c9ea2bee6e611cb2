import ShadeCore
import ShadeSyntax

extension ExportedTheme {
    /// The theme's appearances (eval's columns) that an export with the axes `selected` fixed
    /// as in `fixed` keeps. A listed appearance stays as listed when it has the selected values
    /// (docs/language.md, Listed appearances); otherwise each column gets the selected values
    /// and is named without them (`light`, not `light-acme`), since they no longer vary.
    static func appearances(of theme: Theme, fixing selected: Set<Int>, at fixed: Int) -> [Appearance] {
        let space = theme.program.space
        guard !selected.isEmpty else { return theme.appearances }
        let isSelected = { (appearance: Int) in
            selected.allSatisfy { space.value(of: $0, in: appearance) == space.value(of: $0, in: fixed) }
        }
        if space.listed != nil { return theme.appearances.filter { isSelected($0.index) } }
        let varying = space.axes.indices.filter { axis in
            Set(theme.appearances.map { space.value(of: axis, in: $0.index) }).count > 1
        }
        let kept = varying.filter { !selected.contains($0) }.reduce(AxisMask.none) { $0.union(AxisMask(axis: $1)) }
        var seen = Set<Int>()
        return theme.appearances.compactMap { appearance in
            let index = selected.reduce(appearance.index) { index, axis in
                space.setting(axis, to: space.value(of: axis, in: fixed), in: index)
            }
            return seen.insert(index).inserted ? space.appearance(index, over: kept) : nil
        }
    }
}
