import ShadeCore
import ShadeSyntax

/// Composite values in the Swift export: small public structs named after the theme's namespace
/// (`ThemeShadow`, so two themes in one module don't clash and no group can hide them), named
/// in the file's expressions through private aliases, written only when a theme has composites
/// (other exports stay as they were). Colors inside are `0xRRGGBBAA` (`rgba`); lengths are
/// `CGFloat` points.
enum SwiftExportComposites {
    /// Whether `type` is one of the composites.
    static func isComposite(_ type: ValueType) -> Bool {
        type == .shadow || type == .border || type == .typography || type == .gradient
    }

    /// Writes a composite as a Swift expression (`ShadeShadow(layers: [ShadeShadow.Layer(…)])`).
    package static func value(_ value: Value, into out: inout ByteWriter) {
        func length(_ length: Value.Length) -> String { SwiftExportLiteral.double(length.value, type: "CGFloat") }
        func rgba(_ color: ThemeColor) -> String {
            var text = ByteWriter(capacity: 12)
            SwiftExportLiteral.rgba(color, into: &text)
            return text.withBytes { String(decoding: $0, as: UTF8.self) }
        }
        switch value {
        case let .shadow(shadow):
            out.append("ShadeShadow(layers: [")
            out += shadow.layers.map { layer in
                "ShadeShadow.Layer(rgba: \(rgba(layer.color)), x: \(length(layer.offsetX)), y: "
                    + "\(length(layer.offsetY)), "
                    + "blur: \(length(layer.blur)), spread: \(length(layer.spread)), inset: \(layer.inset))"
            }.joined(separator: ", ")
            out.append("])")
        case let .border(border):
            out +=
                "ShadeBorder(rgba: \(rgba(border.color)), width: \(length(border.width)), "
                + "style: \(SwiftExportLiteral.string(border.style.rawValue)))"
        case let .typography(type):
            out +=
                "ShadeTypography(family: \(SwiftExportLiteral.string(type.fontFamily)), size: "
                + "\(length(type.fontSize)), "
                + "weight: \(type.fontWeight), lineHeight: "
                + "\(SwiftExportLiteral.double(type.lineHeight, type: "CGFloat")), "
                + "letterSpacing: \(length(type.letterSpacing)))"
        case let .gradient(gradient):
            out.append("ShadeGradient(stops: [")
            out += gradient.stops.map {
                "ShadeGradient.Stop(rgba: \(rgba($0.color)), position: "
                    + "\(SwiftExportLiteral.double($0.position, type: "CGFloat")))"
            }.joined(separator: ", ")
            out.append("])")
        default:
            break
        }
    }

    /// The structs' declarations at the top level, named after `namespace` (`ThemeShadow`, so two
    /// themes in one module don't clash and no group can hide them), and the file's aliases.
    static func structs(namespace: String) -> String {
        var out = "\n"
        for kind in ["Shadow", "Border", "Typography", "Gradient"] {
            out += "private typealias Shade\(kind) = \(namespace)\(kind)\n"
        }
        var text = declarations
        for kind in ["Shadow", "Border", "Typography", "Gradient"] {
            text = text.replacingAll("struct Shade\(kind):", with: "struct \(namespace)\(kind):")
        }
        return out + "\n" + text
    }

    private static let declarations = """
        /// A shadow: its layers, topmost first.
        public struct ShadeShadow: Hashable, Sendable {
            /// One layer: color, offset, blur and spread.
            public struct Layer: Hashable, Sendable {
                public var rgba: UInt32
                public var x: CGFloat
                public var y: CGFloat
                public var blur: CGFloat
                public var spread: CGFloat
                public var inset: Bool
            }
            public var layers: [Layer]
        }

        /// A border: color, width and line style (`solid`, `dashed`, …).
        public struct ShadeBorder: Hashable, Sendable {
            public var rgba: UInt32
            public var width: CGFloat
            public var style: Swift.String
        }

        /// Typography: family, size, weight 1–1000, line height (a multiple of the size), letter spacing.
        public struct ShadeTypography: Hashable, Sendable {
            public var family: Swift.String
            public var size: CGFloat
            public var weight: Int
            public var lineHeight: CGFloat
            public var letterSpacing: CGFloat
        }

        /// A linear gradient: colors at positions 0–1.
        public struct ShadeGradient: Hashable, Sendable {
            /// One color at one position.
            public struct Stop: Hashable, Sendable {
                public var rgba: UInt32
                public var position: CGFloat
            }
            public var stops: [Stop]
        }
        """
}
