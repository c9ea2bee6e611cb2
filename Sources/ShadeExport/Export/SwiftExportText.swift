import ShadeCore
import ShadeSyntax

/// What a `switch` over a token's axes needs, worked out once for a run of tokens that vary on
/// the same axes: the subject, the case pattern of every combination and its column name.
struct SwiftAxesCases {
    package let axes: [Appearance.AxisDefinition]
    /// The outermost enum's name, which names the composite structs in a public type.
    package let namespace: String
    /// `switch SUBJECT {`: `traits.shadeScheme`, `(traits.shadeScheme, ShadeTheme.brand)`.
    let subject: String
    /// One pattern per combination of values, the first axis varying slowest: `(.light, .acme)`.
    let patterns: [String]
    /// One column name per combination: `light-acme`.
    package let names: [String]

    package init(_ axes: [Appearance.AxisDefinition], namespace: String) {
        self.axes = axes
        self.namespace = namespace
        let subjects = axes.map { axis -> String in
            switch axis.name {
            case "scheme": "traits.shadeScheme"
            case "contrast": "traits.shadeContrast"
            default: SwiftExport.rootAlias(namespace) + "." + SwiftExport.axisProperty(axis)
            }
        }
        subject = subjects.count == 1 ? subjects[0] : "(" + subjects.joined(separator: ", ") + ")"
        var patterns = [[String]()], names = [[String]()]
        for axis in axes {
            let cases = axis.values.map {
                axis.name == "scheme" || axis.name == "contrast" ? "." + $0 : SwiftExport.axisCase($0)
            }
            patterns = patterns.flatMap { prefix in cases.map { prefix + [$0] } }
            names = names.flatMap { prefix in axis.values.map { prefix + [$0] } }
        }
        self.patterns = patterns.map { $0.count == 1 ? $0[0] : "(" + $0.joined(separator: ", ") + ")" }
        self.names = names.map { $0.joined(separator: "-") }
    }
}
