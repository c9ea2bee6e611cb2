import ShadeCore

/// The columns a change report shows for each mask a token varies on, with each column's place
/// in the new build's space and in the old one's: worked out once per mask, not once per token
/// (a report compares thousands of tokens over a handful of masks).
struct MaskColumns {
    /// A column shown, and its place in the new and the old build's space.
    typealias Column = (appearance: Appearance, new: Int, old: Int)

    private var made: [AxisMask: [Column]] = [:]
    private let new: SessionBuild
    private let old: SessionBuild?
    private let selection: AppearanceSelection

    /// The columns of `new` as `selection` shows them; `old`, when given, is the build compared
    /// with (the same build when nil).
    init(of new: SessionBuild, comparedWith old: SessionBuild? = nil, _ selection: AppearanceSelection) {
        self.new = new
        self.old = old.flatMap { $0.space == new.space ? nil : $0 }
        self.selection = selection
    }

    /// The columns shown over `mask`.
    mutating func callAsFunction(_ mask: AxisMask) -> [Column] {
        if let columns = made[mask] { return columns }
        let columns = new.columns(over: mask, selection).map { column -> Column in
            let index = new.index(of: column.settings)
            return (column, index, old?.index(of: column.settings) ?? index)
        }
        made[mask] = columns
        return columns
    }
}
