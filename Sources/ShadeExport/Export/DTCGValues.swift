import ShadeCore
import ShadeSyntax

/// Shade values as DTCG 2025.10 writes them (docs/dtcg.md, Values): a token's `$type` and `$value`, or,
/// for what the format has no type for (strings, booleans, fonts, `em`), no `$type`, the value
/// as Shade's JSON gives it, and the Shade type under `$extensions["dev.shade"]`.
enum DTCGValues {
    /// The `$type` and `$value` of `value`; nil type for a value kept under the extension.
    /// `dtcgType` is the token's `@dtcg(type:)`.
    package static func typed(_ value: Value, dtcgType: String?) -> (type: String?, value: DTCGJSON) {
        switch value {
        case let .color(color): return ("color", self.color(color))
        case let .number(number) where dtcgType == "fontWeight": return ("fontWeight", .number(number))
        case let .number(number): return ("number", .number(number))
        case let .dimension(number, unit):
            guard let json = dimension(Value.Length(number, unit)) else { return (nil, evalJSON(value)) }
            return (unit.isTime ? "duration" : "dimension", json)
        case let .string(text):
            if let dtcgType, let json = formatted(text, as: dtcgType) { return (dtcgType, json) }
            return (nil, .string(text))
        case let .bool(flag): return (nil, .bool(flag))
        case let .font(font):
            return (
                nil,
                .object([
                    ("family", .string(font.family)), ("size", .string(Value.format(font.size) + font.unit.rawValue)),
                    ("weight", .string(font.weight.rawValue))
                ])
            )
        case let .shadow(shadow):
            let layers = shadow.layers.map { layer in
                [
                    ("color", color(layer.color)), ("offsetX", dimension(layer.offsetX)),
                    ("offsetY", dimension(layer.offsetY)),
                    ("blur", dimension(layer.blur)), ("spread", dimension(layer.spread))
                ] as [(String, DTCGJSON?)]
            }
            guard layers.allSatisfy({ $0.allSatisfy { $0.1 != nil } }) else { return (nil, evalJSON(value)) }
            let objects = zip(layers, shadow.layers).map { members, layer in
                DTCGJSON.object(members.map { ($0.0, $0.1!) } + (layer.inset ? [("inset", .bool(true))] : []))
            }
            return ("shadow", objects.count == 1 ? objects[0] : .array(objects))
        case let .border(border):
            guard let width = dimension(border.width) else { return (nil, evalJSON(value)) }
            return (
                "border",
                .object([("color", color(border.color)), ("width", width), ("style", .string(border.style.rawValue))])
            )
        case let .typography(type):
            guard let size = dimension(type.fontSize), let spacing = dimension(type.letterSpacing) else {
                return (nil, evalJSON(value))
            }
            return (
                "typography",
                .object([
                    ("fontFamily", .string(type.fontFamily)), ("fontSize", size),
                    ("fontWeight", .number(Double(type.fontWeight))),
                    ("letterSpacing", spacing), ("lineHeight", .number(type.lineHeight))
                ])
            )
        case let .gradient(gradient):
            return (
                "gradient",
                .array(gradient.stops.map { .object([("color", color($0.color)), ("position", .number($0.position))]) })
            )
        }
    }

    /// A value the format has no type for, as `shade eval --format json` writes it (a composite
    /// with an `em` length inside: an object with lengths as strings), which `shade import` reads back.
    private static func evalJSON(_ value: Value) -> DTCGJSON {
        var out = ByteWriter(capacity: 256)
        JSONRenderer.appendValue(value, to: &out)
        return DTCGJSON.parse(String(decoding: out.finish(), as: UTF8.self)) ?? .string(value.description)
    }

    /// A color object in the color's own space (``DTCGColorComponents``), with alpha and the hex
    /// of its sRGB output.
    package static func color(_ color: ThemeColor) -> DTCGJSON {
        let (space, components) = DTCGColorComponents.written(color)
        return .object([
            ("colorSpace", .string(space.rawValue)),
            ("components", .array((0..<3).map { components[$0].isNaN ? .string("none") : .exact(components[$0]) })),
            ("alpha", .exact(min(max(color.alpha, 0), 1))),
            ("hex", .string(hex(color)))
        ])
    }

    /// The same object as ``color(_:)``, written straight at `depth` (the set writer's hot path:
    /// most tokens are colors).
    static func write(_ color: ThemeColor, depth: Int, to out: inout ByteWriter) {
        let (space, components) = DTCGColorComponents.written(color)
        out.append("{\n")
        DTCGJSON.indent(depth + 1, into: &out)
        out.append("\"colorSpace\": ")
        out.append(jsonLiteral: space.rawValue)
        out.append(",\n")
        DTCGJSON.indent(depth + 1, into: &out)
        out.append("\"components\": ")
        if (0..<3).contains(where: { components[$0].isNaN }) {
            DTCGJSON.array((0..<3).map { components[$0].isNaN ? .string("none") : .exact(components[$0]) })
                .write(to: &out, depth: depth + 1)
        } else {
            // Components converted from another space are rounded to twelve decimals (``DTCGColorComponents``).
            let write = space == .srgb ? DTCGJSON.writeExact : DTCGJSON.writeTwelveDecimals
            out.append(UInt8(ascii: "["))
            write(components.x, &out)
            out.append(", ")
            write(components.y, &out)
            out.append(", ")
            write(components.z, &out)
            out.append(UInt8(ascii: "]"))
        }
        out.append(",\n")
        DTCGJSON.indent(depth + 1, into: &out)
        out.append("\"alpha\": ")
        DTCGJSON.writeExact(min(max(color.alpha, 0), 1), to: &out)
        out.append(",\n")
        DTCGJSON.indent(depth + 1, into: &out)
        out.append("\"hex\": \"#")
        out.write(upTo: 6) { color.writeHexDigits(to: $0, alpha: .never) }
        out.append("\"\n")
        DTCGJSON.indent(depth, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A dimension or duration object; nil for `em`, which the format has no unit for. Points
    /// and dp are written in px, the same number (the format treats them alike).
    package static func dimension(_ length: Value.Length) -> DTCGJSON? {
        let unit: String
        switch length.unit {
        case .pt, .px, .dp: unit = "px"
        case .rem: unit = "rem"
        case .ms: unit = "ms"
        case .s: unit = "s"
        case .em: return nil
        }
        return .object([("value", .number(length.value)), ("unit", .string(unit))])
    }

    /// A string token's text as the DTCG type its `@dtcg(type:)` names: a font family list, a
    /// cubic Bézier's four numbers, a stroke style, a transition; nil when the text does not fit.
    package static func formatted(_ text: String, as type: String) -> DTCGJSON? {
        switch type {
        case "fontFamily":
            let families = text.pieces(separatedBy: ", ")
            return families.count == 1 ? .string(text) : .array(families.map(DTCGJSON.string))
        case "cubicBezier": return bezier(text)
        case "strokeStyle": return text.hasPrefix("{") ? DTCGJSON.parse(text) : .string(text)
        case "transition":
            let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, let duration = time(parts[0]),
                let close = parts[1].lastIndex(of: ")"), let timing = bezier(String(parts[1][...close])),
                let delay = time(String(parts[1][parts[1].index(after: close)...].trimmingSpaces))
            else { return nil }
            return .object([("duration", duration), ("delay", delay), ("timingFunction", timing)])
        default: return nil
        }
    }

    private static func bezier(_ text: String) -> DTCGJSON? {
        guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingSpaces)
        }
        return numbers.count == 4 ? .array(numbers.map(DTCGJSON.number)) : nil
    }

    private static func time(_ text: String) -> DTCGJSON? {
        let unit = text.hasSuffix("ms") ? "ms" : text.hasSuffix("s") ? "s" : nil
        guard let unit, let number = Double(text.dropLast(unit.count)) else { return nil }
        return .object([("value", .number(number)), ("unit", .string(unit))])
    }

    /// `#rrggbb`, lowercase: the sRGB output of a color, without its alpha.
    static func hex(_ color: ThemeColor) -> String {
        String(unsafeUninitializedCapacity: 7) { buffer in
            buffer[0] = UInt8(ascii: "#")
            return 1 + color.writeHexDigits(to: buffer.baseAddress! + 1, alpha: .never)
        }
    }
}

/// How the DTCG export writes a color's components (the format's color module, 2025.10): in the
/// space the color was written in, within the ranges the format's schema gives each space.
enum DTCGColorComponents {
    /// The space and components to write. sRGB colors as output clamps them; `oklch`, `oklab`,
    /// `lab` and `lch` as they are (lightness within its range, chroma at least 0, hue in
    /// 0…360, a grey's hue `none` — NaN here); `display-p3` mapped into P3 when outside it;
    /// `srgb-linear` and `xyz-d65` (mixes in those spaces), whose components the format bounds
    /// to 0…1, as they are when inside, else in OKLCH.
    /// The components are three numbers in place (no array per color: most tokens are colors).
    package static func written(_ color: ThemeColor) -> (ColorSpace, Vector3) {
        let (space, components) = unrounded(color)
        // Conversions leave noise in the last digits (0.6999999999999998): twelve decimals are
        // far below any visible difference. sRGB keeps every digit, so its bytes round-trip.
        guard space != .srgb else { return (space, components) }
        var rounded = (components * 1e12).rounded(.toNearestOrAwayFromZero) / 1e12
        // The format wants 0 ≤ h < 360: 359.9999999999999 rounds to 360, which is 0.
        if space.isPolar, rounded[2] >= 360 { rounded[2] = 0 }
        return (space, rounded)
    }

    private static func unrounded(_ color: ThemeColor) -> (ColorSpace, Vector3) {
        switch color.space {
        case .srgb:
            return (.srgb, Vector3(color.red.clamped01, color.green.clamped01, color.blue.clamped01))
        case .displayP3:
            let mapped = ColorSpace.displayP3.vector(of: ColorGamut.displayP3.map(color))
            return (.displayP3, Vector3(mapped.x.clamped01, mapped.y.clamped01, mapped.z.clamped01))
        case .srgbLinear, .xyzD65:
            let components = color.space.vector(of: color)
            if (0..<3).allSatisfy({ components[$0] >= 0 && components[$0] <= 1 }) { return (color.space, components) }
            return unrounded(color.written(in: .oklch))
        case .oklab, .lab, .oklch, .lch:
            var components = color.space.vector(of: color)
            let lightness: ClosedRange<Double> = color.space == .lab || color.space == .lch ? 0...100 : 0...1
            components[0] = min(max(components[0], lightness.lowerBound), lightness.upperBound)
            if color.space.isPolar {
                components[1] = max(components[1], 0)
                if !components[2].isNaN {
                    let hue = components[2].truncatingRemainder(dividingBy: 360)
                    components[2] = hue < 0 ? hue + 360 : hue
                }
            }
            return (color.space, components)
        }
    }
}
