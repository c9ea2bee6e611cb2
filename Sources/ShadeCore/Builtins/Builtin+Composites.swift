import ShadeSyntax

/// The constructors of composite values: `shadow`, `border`, `typography` and `gradient`.
extension Builtin {
    private static let zero = Value.dimension(0, .px)
    private static let shadowParameters = [
        p("color", .color), p("x", .anyDimension), p("y", .anyDimension), p("blur", .anyDimension, zero),
        p("spread", .anyDimension, zero), p("inset", .bool, .bool(false))
    ]
    private static let borderParameters = [
        p("color", .color), p("width", .anyDimension), p("style", .string, .string("solid"))
    ]
    private static let typographyParameters = [
        p("family", .string), p("size", .anyDimension), p("weight", .number, .number(400)),
        p("lineHeight", .number, .number(1.2)), p("letterSpacing", .anyDimension, zero)
    ]
    private static let gradientParameters = [
        p("from", .color), p("to", .color), p("start", .number, .number(0)), p("end", .number, .number(1))
    ]

    /// The parameters of a composite constructor.
    var compositeParameters: [Parameter] {
        switch self {
        case .shadow: Self.shadowParameters
        case .border: Self.borderParameters
        case .typography: Self.typographyParameters
        default: Self.gradientParameters
        }
    }

    /// Builds a composite from checked arguments; nil for an unknown border style or a weight
    /// outside 1–1000. A zero blur, spread or letter spacing takes the unit of the offset or size.
    func makeComposite<Arguments: RandomAccessCollection<Value>>(_ arguments: Arguments) -> Value?
    where Arguments.Index == Int {
        func length(_ index: Int, unitOf other: Int? = nil) -> Value.Length? {
            guard case let .dimension(value, unit) = arguments[index] else { return nil }
            if value == 0, let other, case let .dimension(_, otherUnit) = arguments[other] {
                return Value.Length(0, otherUnit)
            }
            return Value.Length(value, unit)
        }
        switch self {
        case .shadow:
            guard let color = arguments[0].colorValue, let x = length(1), let y = length(2),
                let blur = length(3, unitOf: 1), let spread = length(4, unitOf: 1),
                case let .bool(inset) = arguments[5]
            else { return nil }
            return .shadow(
                Value.Shadow(layers: [
                    Value.Shadow.Layer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
                ]))
        case .border:
            guard let color = arguments[0].colorValue, let width = length(1), case let .string(name) = arguments[2],
                let style = Value.Border.Style(rawValue: name)
            else { return nil }
            return .border(Value.Border(color: color, width: width, style: style))
        case .typography:
            guard case let .string(family) = arguments[0], let size = length(1),
                case let .number(weight) = arguments[2], weight >= 1, weight <= 1000, weight == weight.rounded(),
                case let .number(lineHeight) = arguments[3], lineHeight.isFinite,
                let spacing = length(4, unitOf: 1)
            else { return nil }
            return .typography(
                Value.Typography(
                    fontFamily: family, fontSize: size, fontWeight: Int(weight), lineHeight: lineHeight,
                    letterSpacing: spacing))
        default:
            guard let from = arguments[0].colorValue, let to = arguments[1].colorValue,
                case let .number(start) = arguments[2], case let .number(end) = arguments[3]
            else { return nil }
            return .gradient(
                Value.ColorGradient(stops: [
                    Value.ColorGradient.Stop(color: from, position: start),
                    Value.ColorGradient.Stop(color: to, position: end)
                ]))
        }
    }
}
