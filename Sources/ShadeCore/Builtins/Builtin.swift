import ShadeSyntax

/// The built-in functions. Semantics are fixed by docs/language.md, Built-in semantics; formulas live in `Color/`.
package enum Builtin: String, Sendable, CaseIterable {
    case rgb, rgba, hsl, hsb, darken, lighten, alpha, mix, contrast, luminance, font, min, max, clamp, round
    case saturate, desaturate, rotateHue, grayscale, invert, ensureContrast
    case over, string
    case shadow, border, typography, gradient
    case oklch, oklab, lab, lch, displayP3, withLightness, shiftLightness, inGamut, deltaEOK, deltaE2000, hct

    /// Every built-in's name, the shorter first: those of `n` bytes are `names[starts[n]..<starts[n + 1]]`,
    /// so a callee is compared, as two words each, with the few names of its own length. One flat
    /// table read in a loop: a table per length searched with a closure took four times the
    /// instructions (`Binder.resolveCallee` asks for every call).
    private static let names: [(name: ShortName, builtin: Builtin)] = allCases.map { (ShortName($0.rawValue)!, $0) }
        .sorted { $0.name.count < $1.name.count }
    private static let starts: [Int] = (0...17).map { length in
        names.firstIndex { $0.name.count >= length } ?? names.count
    }

    /// `dynamic`, which is called like a built-in.
    static let dynamicName = ShortName("dynamic")!

    /// The built-in called `name`, if any.
    static func named(_ name: ShortName) -> Builtin? {
        var index = starts[name.count]
        let end = starts[name.count + 1]
        while index < end {
            if names[index].name == name { return names[index].builtin }
            index += 1
        }
        return nil
    }

    /// The built-in called `name`, if any: ``named(_:)`` of its bytes, where `init(rawValue:)`
    /// compares strings one by one.
    package static func named(_ name: String) -> Builtin? {
        ShortName(name).flatMap(named)
    }

    /// A parameter: its name (usable as a label), type and default.
    package struct Parameter: Sendable {
        package var name: String
        package var type: StaticType
        package var defaultValue: Value?
    }

    /// The parameters in order; `numeric` ones accept a number or a dimension (see ``isNumericGeneric``).
    package var parameters: [Parameter] {
        switch self {
        case .rgb: Self.rgbParameters
        case .rgba: Self.rgbaParameters
        case .hsl: Self.hslParameters
        case .hsb: Self.hsbParameters
        case .darken, .lighten, .saturate, .desaturate: Self.amountParameters
        case .alpha: Self.alphaParameters
        case .mix: Self.mixParameters
        case .contrast: Self.contrastParameters
        case .luminance, .grayscale, .invert: Self.luminanceParameters
        case .font: Self.fontParameters
        case .min, .max: Self.minMaxParameters
        case .clamp: Self.clampParameters
        case .round: Self.roundParameters
        case .rotateHue: Self.rotateHueParameters
        case .ensureContrast: Self.ensureContrastParameters
        case .over: Self.overParameters
        case .string: Self.luminanceParameters
        case .shadow, .border, .typography, .gradient: compositeParameters
        case .oklch, .oklab, .lab, .lch, .displayP3, .withLightness, .shiftLightness, .inGamut, .deltaEOK, .deltaE2000,
            .hct:
            colorSpaceParameters
        }
    }

    // Built once: binding and checking read them for every call.
    package static func p(_ name: String, _ type: StaticType, _ value: Value? = nil) -> Parameter {
        Parameter(name: name, type: type, defaultValue: value)
    }
    private static let rgbParameters = [p("r", .number), p("g", .number), p("b", .number)]
    private static let rgbaParameters = [p("r", .number), p("g", .number), p("b", .number), p("a", .number)]
    private static let hslParameters = [p("h", .number), p("s", .number), p("l", .number)]
    private static let hsbParameters = [p("h", .number), p("s", .number), p("b", .number)]
    private static let amountParameters = [p("c", .color), p("t", .number)]
    private static let alphaParameters = [p("c", .color), p("a", .number)]
    private static let mixParameters = [
        p("a", .color), p("b", .color), p("t", .number, .number(0.5)),
        p("in", .string, .string("srgb")), p("hue", .string, .string("shorter"))
    ]
    private static let contrastParameters = [p("a", .color), p("b", .color)]
    private static let luminanceParameters = [p("c", .color)]
    private static let fontParameters =
        [p("family", .string), p("size", .anyDimension), p("weight", .string, .string("regular"))]
    private static let minMaxParameters = [p("a", .number), p("b", .number)]
    private static let clampParameters = [p("x", .number), p("lo", .number), p("hi", .number)]
    private static let roundParameters = [p("x", .number)]
    private static let rotateHueParameters = [p("c", .color), p("degrees", .number)]
    private static let overParameters = [p("fg", .color), p("bg", .color)]
    private static let ensureContrastParameters = [
        p("c", .color), p("background", .color), p("ratio", .number, .number(4.5)), p("in", .string, .string("srgb"))
    ]

    /// The signature as `:type` shows it: `fn mix(a: color, b: color, t: number = 0.5) -> color`.
    package var signature: String {
        let parameters = self.parameters.map { parameter in
            if let choice = choices(forParameter: parameter.name) {
                // `in: color space = srgb`: the default by its Shade name.
                let value = parameter.defaultValue.flatMap { value in
                    choice.names.first { .string($0.value) == value }?.name
                }
                return "\(parameter.name): \(choice.what)" + (value.map { " = \($0)" } ?? "")
            }
            return "\(parameter.name): \(isNumericGeneric ? "number or dimension" : parameter.type.description)"
                + (parameter.defaultValue.map { " = \($0.description)" } ?? "")
        }
        let result = isNumericGeneric ? "the same" : self.result.description
        return "fn \(rawValue)(\(parameters.joined(separator: ", "))) -> \(result)  (built in)"
    }

    /// min, max, clamp and round take all numbers or all dimensions of one unit, and return the same.
    var isNumericGeneric: Bool { self == .min || self == .max || self == .clamp || self == .round }

    /// The result type (for numeric generics, the type of the arguments).
    package var result: StaticType {
        switch self {
        case .rgb, .rgba, .hsl, .hsb, .darken, .lighten, .alpha, .mix: .color
        case .saturate, .desaturate, .rotateHue, .grayscale, .invert, .ensureContrast, .over: .color
        case .string: .string
        case .contrast, .luminance, .min, .max, .clamp, .round: .number
        case .font: .font
        case .oklch, .oklab, .lab, .lch, .displayP3, .withLightness, .shiftLightness, .hct: .color
        case .deltaEOK, .deltaE2000: .number
        case .inGamut: .bool
        case .shadow: .shadow
        case .border: .border
        case .typography: .typography
        case .gradient: .gradient
        }
    }

    /// Applies the function to checked arguments; nil when the result is not a valid value. A
    /// color a wide constructor builds, or one computed from a color written wide, is written wide
    /// (docs/color.md, Written wide).
    package func apply<Arguments: RandomAccessCollection<Value>>(_ arguments: Arguments) -> Value?
    where Arguments.Index == Int {
        // Most calls make nothing wide: their result is returned as computed. (Returning a result
        // that was matched first copied it through the optional's generic value witness, about
        // 135 instructions a call.)
        guard constructedSpace != nil || arguments.contains(where: { $0.colorValue?.isWrittenWide == true }) else {
            return computed(arguments)
        }
        let value = computed(arguments)
        guard case var .color(color)? = value, !color.isWrittenWide else { return value }
        color.isWrittenWide = true
        return .color(color)
    }

    private func computed<Arguments: RandomAccessCollection<Value>>(_ arguments: Arguments) -> Value?
    where Arguments.Index == Int {
        // The checker has matched every argument's type, so these unwrap.
        func n(_ index: Int) -> Double? { arguments[index].magnitude }
        func c(_ index: Int) -> ThemeColor? { arguments[index].colorValue }
        switch self {
        case .rgb:
            return .color(ThemeColor(red: n(0)! / 255, green: n(1)! / 255, blue: n(2)! / 255))
        case .rgba:
            return .color(ThemeColor(red: n(0)! / 255, green: n(1)! / 255, blue: n(2)! / 255, alpha: n(3)!.clamped01))
        case .hsl:
            return .color(ThemeColor(hue: n(0)!, saturation: n(1)!, lightness: n(2)!))
        case .hsb:
            return .color(ThemeColor(hue: n(0)!, saturation: n(1)!, brightness: n(2)!))
        case .darken:
            return .color(c(0)!.darkened(by: n(1)!))
        case .lighten:
            return .color(c(0)!.lightened(by: n(1)!))
        case .alpha:
            let color = c(0)!
            return .color(
                ThemeColor(
                    red: color.red, green: color.green, blue: color.blue, alpha: n(1)!.clamped01, space: color.space))
        case .mix:
            guard case let .string(space) = arguments[3], space != "srgb" else {
                return .color(c(0)!.mixed(with: c(1)!, by: n(2)!))
            }
            guard case let .string(hue) = arguments[4], let hue = HueInterpolation(rawValue: hue) else { return nil }
            if space == "hct" { return .color(c(0)!.mixedInHCT(with: c(1)!, by: n(2)!, hue: hue)) }
            guard let space = ColorSpace(rawValue: space) else { return nil }
            return .color(c(0)!.mixed(with: c(1)!, by: n(2)!, in: space, hue: hue))
        case .contrast:
            return .number(c(0)!.contrastRatio(with: c(1)!))
        case .luminance:
            return .number(c(0)!.relativeLuminance)
        case .font:
            guard case let .string(family) = arguments[0], case let .dimension(size, unit) = arguments[1],
                case let .string(name) = arguments[2], let weight = Value.FontSpec.Weight(rawValue: name)
            else { return nil }
            return .font(Value.FontSpec(family: family, size: size, unit: unit, weight: weight))
        case .min:
            return n(0)! <= n(1)! ? arguments[0] : arguments[1]
        case .max:
            return n(0)! >= n(1)! ? arguments[0] : arguments[1]
        case .clamp:
            return n(0)! < n(1)! ? arguments[1] : n(0)! > n(2)! ? arguments[2] : arguments[0]
        case .round:
            let rounded = n(0)!.rounded(.toNearestOrAwayFromZero)
            if case let .dimension(_, unit) = arguments[0] { return .dimension(rounded, unit) }
            return .number(rounded)
        case .saturate:
            return .color(c(0)!.saturated(by: n(1)!))
        case .desaturate:
            return .color(c(0)!.saturated(by: -n(1)!))
        case .rotateHue:
            return .color(c(0)!.rotatingHue(by: n(1)!))
        case .grayscale:
            return .color(c(0)!.grayscale)
        case .invert:
            return .color(c(0)!.inverted)
        case .ensureContrast:
            guard case let .string(space) = arguments[3], space != "srgb" else {
                return .color(c(0)!.ensuringContrast(n(2)!, against: c(1)!))
            }
            guard let space = LightnessSpace(name: space) else { return nil }
            return .color(c(0)!.ensuringContrast(n(2)!, against: c(1)!, byLightnessIn: space))
        case .over:
            return .color(c(0)!.composited(over: c(1)!))
        case .string:
            return .string(c(0)!.hex)
        case .shadow, .border, .typography, .gradient:
            return makeComposite(arguments)
        case .oklch, .oklab, .lab, .lch, .displayP3, .withLightness, .shiftLightness, .inGamut, .deltaEOK, .deltaE2000,
            .hct:
            return applyColorSpace(arguments)
        }
    }
}

extension Value {
    /// The color inside a color value.
    package var colorValue: ThemeColor? {
        if case let .color(color) = self { return color }
        return nil
    }

    /// The number inside a number or dimension.
    var magnitude: Double? {
        switch self {
        case let .number(x), let .dimension(x, _): x
        default: nil
        }
    }
}

extension Double {
    package var clamped01: Double { Swift.min(Swift.max(self, 0), 1) }
}

/// A function the embedding app provides to themes, registered on a ``ThemeLoader`` before loading.
///
/// It must be pure: the same arguments always give the same value. Shade calls it once per
/// appearance, so a host function stays dynamic like every built-in.
public struct HostFunction: Sendable {
    /// A typed parameter; its name is also the argument label.
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name.
        public var name: String
        /// Its type.
        public var type: ValueType

        /// Creates a parameter.
        public init(_ name: String, _ type: ValueType) {
            self.name = name
            self.type = type
        }
    }

    /// The name themes call it by.
    public let name: String
    /// The parameters, in order.
    public let parameters: [Parameter]
    /// The result type.
    public let result: ValueType
    package let body: @Sendable ([Value]) throws -> Value

    /// Creates a host function. `body` receives arguments of the declared types, in order,
    /// and must return a value of type `result`; an error it throws becomes a diagnostic.
    public init(
        name: String, parameters: [Parameter], result: ValueType, body: @escaping @Sendable ([Value]) throws -> Value
    ) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.body = body
    }
}
