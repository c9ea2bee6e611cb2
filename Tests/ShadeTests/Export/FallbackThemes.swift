/// Themes whose listed appearances leave combinations to their fallback (docs/exports.md, One
/// fallback), for the tests that enumerate every combination in each target's consumer and
/// compare with the library's `Theme.appearance(settings:)`.
enum FallbackThemes {
    /// A small generated theme: axes `scheme`, `contrast` and `dim { plain, soft, deep }`, six
    /// of their twelve combinations listed, and one color per set of axes it varies on whose
    /// value spells its combination (red the scheme, green the contrast, blue `dim`), so a
    /// target mixing two appearances shows a value no listed appearance has. `dark-high-soft`
    /// falls back past `dark-high` to `dark`, `light-high-deep` to `light-high`.
    static let generated: String = {
        let axes: [(name: String, values: [String])] = [
            ("scheme", ["light", "dark"]), ("contrast", ["normal", "high"]), ("dim", ["plain", "soft", "deep"])
        ]
        var source = "axis dim { plain, soft, deep }\n"
        source += "appearances { light, dark, dark-soft, light-high, light-deep, dark-high-deep }\n"
        for subset in 1..<(1 << axes.count) {
            let varying = axes.indices.filter { subset & (1 << $0) != 0 }
            let name = "v" + varying.map { axes[$0].name.prefix(1).uppercased() }.joined()
            source += "color \(name) = \(expression(varying, axes: axes, chosen: [0, 0, 0]))\n"
        }
        source += "dimension gap = dynamic(plain: 1pt, soft: 2pt, deep: dynamic(normal: 3pt, high: 4pt))\n"
        return source
    }()

    /// Nested `dynamic(…)` over the axes of `varying`, a color spelling `chosen` at the leaves.
    private static func expression(
        _ varying: [Int], axes: [(name: String, values: [String])], chosen: [Int]
    ) -> String {
        guard let axis = varying.first else {
            return "#" + chosen.map { String(0x10 + $0 * 0x40, radix: 16) }.joined()
        }
        let branches = axes[axis].values.indices.map { value in
            var next = chosen
            next[axis] = value
            return axes[axis].values[value] + ": " + expression(Array(varying.dropFirst()), axes: axes, chosen: next)
        }
        return "dynamic(" + branches.joined(separator: ", ") + ")"
    }

    /// The selections that export every combination of `Examples/product-modes.shade` and of
    /// ``generated`` to a target that needs its declared axes fixed (xcassets, Android).
    static let selections: [(name: String, source: String?, selection: [String: String])] =
        ["standard", "dimmed", "tritanopia", "protanopia"].map { ("product-modes.shade", nil, ["tone": $0]) }
        + ["plain", "soft", "deep"].map { ("generated fallback theme", generated, ["dim": $0]) }
}
