import Foundation
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

extension SwiftHarness {
    /// `composite(_:)` of the exported structs, read by reflection (no theme's types named): fields
    /// joined by `|`, layers and stops by `;`,
    /// colors as `#` and eight hex digits, numbers as Swift prints them (``normalizedComposite`` evens them).
    static let compositeHelpers = """
        func rgbaHex(_ rgba: UInt32) -> String { "#" + String(format: "%08x", rgba) }
        func composite(_ value: Any) -> String {
            Mirror(reflecting: value).children.map { child in
                if let rgba = child.value as? UInt32 { return rgbaHex(rgba) }
                if let list = child.value as? [Any] { return list.map(composite).joined(separator: ";") }
                return "\\(child.value)"
            }.joined(separator: "|")
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
        let keys: [String] =
            switch type {
            case "shadow": ["color", "offsetX", "offsetY", "blur", "spread", "inset"]
            case "border": ["color", "width", "style"]
            case "typography": ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]
            default: ["color", "position"]
            }
        let entries = (value as? [[String: Any]]) ?? [value as! [String: Any]]
        return entries.map { entry in
            keys.map { $0 == "inset" ? ((entry[$0] as? Bool) == true ? "true" : "false") : field(entry[$0]) }.joined(
                separator: "|")
        }.joined(separator: ";")
    }
}
