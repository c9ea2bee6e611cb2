import Foundation
@testable import Shade

extension SwiftHarness {
    /// `composite(_:)` of the exported structs: fields joined by `|`, layers and stops by `;`,
    /// colors as `#` and eight hex digits, numbers as Swift prints them (``normalizedComposite`` evens them).
    static let compositeHelpers = """
        func rgbaHex(_ rgba: UInt32) -> String { "#" + String(format: "%08x", rgba) }
        func composite(_ s: EveryType.ShadeShadow) -> String {
            s.layers.map { "\\(rgbaHex($0.rgba))|\\($0.x)|\\($0.y)|\\($0.blur)|\\($0.spread)|\\($0.inset)" }.joined(separator: ";")
        }
        func composite(_ b: EveryType.ShadeBorder) -> String { "\\(rgbaHex(b.rgba))|\\(b.width)|\\(b.style)" }
        func composite(_ t: EveryType.ShadeTypography) -> String {
            "\\(t.family)|\\(t.size)|\\(t.weight)|\\(t.lineHeight)|\\(t.letterSpacing)"
        }
        func composite(_ g: EveryType.ShadeGradient) -> String {
            g.stops.map { "\\(rgbaHex($0.rgba))|\\($0.position)" }.joined(separator: ";")
        }

        """

    /// A harness composite with every number in Shade's form.
    static func normalizedComposite(harness value: String) -> String {
        value.split(separator: ";", omittingEmptySubsequences: false).map { part in
            part.split(separator: "|", omittingEmptySubsequences: false).map { field in
                Double(field).map(Value.format) ?? String(field)
            }.joined(separator: "|")
        }.joined(separator: ";")
    }

    /// An eval JSON composite in the harness's form: units dropped, colors as `#` and eight hex digits.
    static func normalizedComposite(json value: Any, type: String) -> String {
        func field(_ any: Any?) -> String {
            switch any {
            case let text as String where text.hasPrefix("#"): text + (text.count == 7 ? "ff" : "")
            case let text as String:
                Double(text.prefix { !$0.isLetter }).map(Value.format) ?? text
            case let number as NSNumber: Value.format(number.doubleValue)
            default: "?"
            }
        }
        let keys: [String] = switch type {
        case "shadow": ["color", "offsetX", "offsetY", "blur", "spread", "inset"]
        case "border": ["color", "width", "style"]
        case "typography": ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]
        default: ["color", "position"]
        }
        let entries = (value as? [[String: Any]]) ?? [value as! [String: Any]]
        return entries.map { entry in keys.map { $0 == "inset" ? ((entry[$0] as? Bool) == true ? "true" : "false") : field(entry[$0]) }.joined(separator: "|") }.joined(separator: ";")
    }
}
