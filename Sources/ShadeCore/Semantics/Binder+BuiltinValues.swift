import ShadeSyntax

/// The names that stand for a value without being declared: the appearance tests and the
/// system palette (docs/language.md, Appearances and axes).
extension Binder {
    /// `dark`, `highContrast` and the system palette.
    mutating func builtinValue(_ name: String, range: TextRange) -> Code? {
        switch name {
        case "dark": return Code(kind: .appearanceIs(axis: 0, value: 1), range: range)
        case "highContrast":
            // The theme's contrast axis: `high` is not second when it is extended.
            let high = program.axes[1].values.firstIndex(of: "high") ?? 1
            return Code(kind: .appearanceIs(axis: 1, value: high), range: range)
        default:
            guard let entry = SystemPalette.byName[name] else { return nil }
            let branches = reserveRow(2, placeholder: Code(kind: .constant(.color(entry.light)), range: range))
            operands[Int(branches.upperBound) - 1] = Code(kind: .constant(.color(entry.dark)), range: range)
            return Code(kind: .select(axis: 0, branches: branches), range: range)
        }
    }

    /// Whether `name` is a built-in value: `dark`, `highContrast` or a system color.
    static func isBuiltinValue(_ name: String) -> Bool {
        name == "dark" || name == "highContrast" || SystemPalette.byName[name] != nil
    }
}
