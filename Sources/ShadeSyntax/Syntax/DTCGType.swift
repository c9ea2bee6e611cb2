/// The types of the Design Tokens format (DTCG 2025.10), and the Shade type each is held as: the
/// one table the `@dtcg(type:)` annotation, the importer and the exporter read (docs/dtcg.md).
package enum DTCGType: String, CaseIterable, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// The Shade type a token of this DTCG type is held as: a `fontWeight` is a number, a
    /// `fontFamily`, `cubicBezier`, `strokeStyle` or `transition` a string (its DTCG type kept by
    /// `@dtcg(type:)`), a `duration` a dimension in `ms` or `s`.
    package var shadeType: ValueType {
        switch self {
        case .color: .color
        case .dimension, .duration: .dimension
        case .number, .fontWeight: .number
        case .fontFamily, .cubicBezier, .strokeStyle, .transition: .string
        case .shadow: .shadow
        case .border: .border
        case .typography: .typography
        case .gradient: .gradient
        }
    }

    /// Every type's name, in the order the format's specification lists them.
    package static let names = allCases.map(\.rawValue)
}
