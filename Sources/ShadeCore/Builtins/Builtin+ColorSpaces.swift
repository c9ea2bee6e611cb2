import ShadeSyntax

/// The built-ins of colors beyond sRGB (docs/color.md, Color spaces): constructors that keep their space
/// (and `hct`, Material's space, which gives sRGB),
/// lightness set or moved keeping hue and chroma, gamut tests and color differences. `mix` and
/// `ensureContrast` take a space too (``Builtin/apply(_:)``).
extension Builtin {
    /// The constructors' spaces.
    var constructedSpace: ColorSpace? {
        switch self {
        case .oklch: .oklch
        case .oklab: .oklab
        case .lab: .lab
        case .lch: .lch
        case .displayP3: .displayP3
        default: nil
        }
    }

    var colorSpaceParameters: [Parameter] {
        switch self {
        case .oklch, .lch: Self.polarParameters
        case .hct: Self.hctParameters
        case .oklab, .lab: Self.rectangularParameters
        case .displayP3: Self.rgbFractionParameters
        case .withLightness: Self.withLightnessParameters
        case .shiftLightness: Self.shiftLightnessParameters
        case .inGamut: Self.inGamutParameters
        default: Self.differenceParameters
        }
    }

    private static let polarParameters = [
        p("l", .number), p("c", .number), p("h", .number), p("alpha", .number, .number(1))
    ]
    private static let hctParameters = [
        p("h", .number), p("c", .number), p("t", .number), p("alpha", .number, .number(1))
    ]
    private static let rectangularParameters = [
        p("l", .number), p("a", .number), p("b", .number), p("alpha", .number, .number(1))
    ]
    private static let rgbFractionParameters = [
        p("r", .number), p("g", .number), p("b", .number), p("alpha", .number, .number(1))
    ]
    private static let withLightnessParameters = [p("c", .color), p("l", .number), p("in", .string, .string("oklch"))]
    private static let shiftLightnessParameters = [p("c", .color), p("by", .number), p("in", .string, .string("oklch"))]
    private static let inGamutParameters = [p("c", .color), p("gamut", .string, .string("srgb"))]
    private static let differenceParameters = [p("a", .color), p("b", .color)]

    /// Whether every argument binds as an expression: false for the built-ins with a parameter
    /// that takes a name (a font's or a typography's weight, a border's style, one of
    /// ``choices(forParameter:)``), which the binder reads apart. Asked of every call, so that
    /// a call of the others compares no parameter names (`CalleeBytesTests` holds the two together).
    var bindsPlainArguments: Bool {
        switch self {
        case .font, .typography, .border, .mix, .ensureContrast, .withLightness, .shiftLightness, .inGamut: false
        default: true
        }
    }

    /// The parameters that take one of a few names (`in: oklch`, `hue: longer`, `gamut: displayP3`),
    /// written bare or as a string: the names Shade accepts, and what the value stands for at run time.
    func choices(forParameter name: String) -> BuiltinChoice? {
        switch (self, name) {
        case (.mix, "in"): .interpolationSpace
        case (.mix, "hue"): .hueInterpolation
        case (.ensureContrast, "in"): .contrastSpace
        case (.withLightness, "in"), (.shiftLightness, "in"): .lightnessSpace
        case (.inGamut, "gamut"): .gamut
        default: nil
        }
    }

    func applyColorSpace<Arguments: RandomAccessCollection<Value>>(_ arguments: Arguments) -> Value?
    where Arguments.Index == Int {
        func n(_ index: Int) -> Double? { arguments[index].magnitude }
        func c(_ index: Int) -> ThemeColor? { arguments[index].colorValue }
        func s(_ index: Int) -> String? {
            if case let .string(text) = arguments[index] { return text }
            return nil
        }
        if let space = constructedSpace {
            let color = space.color(Vector3(n(0)!, n(1)!, n(2)!), alpha: n(3)!.clamped01).written(in: space)
            return .color(color)
        }
        switch self {
        case .hct:
            return .color(ThemeColor(hct: HCT(hue: n(0)!, chroma: n(1)!, tone: n(2)!), alpha: n(3)!.clamped01))
        case .withLightness, .shiftLightness:
            guard let space = s(2).flatMap(LightnessSpace.init(name:)) else { return nil }
            let color = c(0)!
            let lightness = self == .withLightness ? n(1)! : space.lightness(of: color) + n(1)!
            return .color(color.withLightness(lightness, in: space))
        case .inGamut:
            guard let gamut = s(1).flatMap(ColorGamut.init(rawValue:)) else { return nil }
            return .bool(gamut.contains(c(0)!))
        case .deltaEOK:
            return .number(ColorDifference.deltaEOK(c(0)!, c(1)!))
        case .deltaE2000:
            return .number(ColorDifference.deltaE2000(c(0)!, c(1)!))
        default:
            return nil
        }
    }
}

/// A set of names a built-in parameter takes (`in: oklch`): Shade's names, each with the value
/// the evaluator reads (CSS's name of a space).
enum BuiltinChoice: Sendable {
    case interpolationSpace, hueInterpolation, contrastSpace, lightnessSpace, gamut

    /// What the names are, for messages: "color space".
    package var what: String {
        switch self {
        case .interpolationSpace, .contrastSpace, .lightnessSpace: "color space"
        case .hueInterpolation: "hue interpolation"
        case .gamut: "gamut"
        }
    }

    /// Shade's names and the values they stand for, in the order messages list them.
    package var names: [(name: String, value: String)] {
        switch self {
        case .interpolationSpace:
            [
                ("srgb", "srgb"), ("srgbLinear", "srgb-linear"), ("displayP3", "display-p3"), ("lab", "lab"),
                ("lch", "lch"),
                ("oklab", "oklab"), ("oklch", "oklch"), ("xyz", "xyz-d65"), ("hct", "hct")
            ]
        case .hueInterpolation: HueInterpolation.allCases.map { ($0.rawValue, $0.rawValue) }
        case .contrastSpace: [("srgb", "srgb"), ("oklch", "oklch"), ("lch", "lch"), ("hct", "hct")]
        case .lightnessSpace: [("oklch", "oklch"), ("oklab", "oklab"), ("lch", "lch"), ("lab", "lab"), ("hct", "hct")]
        case .gamut: [("srgb", "srgb"), ("displayP3", "display-p3")]
        }
    }

    /// The value a written name (Shade's, or CSS's as a string: `"display-p3"`) stands for.
    package func value(of written: String) -> String? {
        names.first { $0.name == written || $0.value == written }?.value
    }
}
