import ShadeCore
import ShadeSyntax

/// The pre-2025 draft forms the import accepts — colors as `"#hex"` or CSS strings, dimensions as
/// `"16px"` strings or a plain `0` — counted by file and form and reported once each, with the
/// 2025.10 form: a warning, or with `--strict` an error.
struct DTCGLegacyForms {
    enum Form: Int {
        case hexColor, cssColor, dimensionString, unitlessZero

        var text: String {
            switch self {
            case .hexColor:
                "a color written as a \"#rrggbb\" string is the pre-2025 draft form;"
                    + " DTCG 2025.10 writes {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#rrggbb\"}"
            case .cssColor:
                "a color written as a CSS string (\"rgb(…)\", \"hsl(…)\") is the pre-2025 draft form;"
                    + " DTCG 2025.10 writes {\"colorSpace\": …, \"components\": […], \"alpha\": …}"
            case .dimensionString:
                "a dimension written as a string (\"16px\") is the pre-2025 draft form;"
                    + " DTCG 2025.10 writes {\"value\": 16, \"unit\": \"px\"}"
            case .unitlessZero:
                "a dimension written as the number 0 has no unit; DTCG 2025.10 writes {\"value\": 0, \"unit\": \"px\"}"
            }
        }
    }

    /// The first use of each form in each file, and how many there are.
    private var uses: [(form: Form, range: TextRange, count: Int)] = []
    private var places: [Int64: Int] = [:]

    /// Notes the pre-2025 forms in a value of DTCG type `type` (inside composites too).
    mutating func scan(_ node: JSONNode, type: String) {
        switch type {
        case "color": check(node, color: true)
        case "dimension", "duration": check(node, color: false)
        case "shadow", "border", "typography", "gradient", "transition":
            let items = node.items ?? [node]
            for item in items {
                for member in item.members.map(Array.init) ?? [] {
                    switch member.key {
                    case "color": check(member.value, color: true)
                    case "offsetX", "offsetY", "blur", "spread", "width", "fontSize", "letterSpacing", "duration",
                        "delay":
                        check(member.value, color: false)
                    default: break
                    }
                }
            }
        default: break
        }
    }

    private mutating func check(_ node: JSONNode, color: Bool) {
        let form: Form
        switch node.kind {
        case .string where DTCGExpressions.aliasName(node) == nil:
            form = color ? (node.string?.hasPrefix("#") == true ? .hexColor : .cssColor) : .dimensionString
        case .number where !color: form = .unitlessZero
        default: return
        }
        let key = Int64(node.range.file) << 8 | Int64(form.rawValue)
        if let place = places[key] {
            uses[place].count += 1
        } else {
            places[key] = uses.count
            uses.append((form, node.range, 1))
        }
    }

    func report(strict: Bool, log: inout DiagnosticLog) {
        for use in uses {
            let more = use.count > 1 ? " (this and \(use.count - 1) more in this file)" : ""
            let message = DiagnosticMessage(text: use.form.text + more)
            if strict {
                log.error(message, at: use.range)
            } else {
                log.warning(message, at: use.range, notes: [("accepted as it is; --strict refuses it", nil)])
            }
        }
    }
}

/// The legacy Tokens Studio format, which is not DTCG: one error names it and how to convert.
extension DTCGTokens {
    /// True for a token of the legacy Tokens Studio format: `value` (and `type`) without `$`.
    /// - Parameter fields: `node`'s DTCG fields, read already.
    static func isLegacyToken(_ node: JSONNode, fields: DTCGTokenFields) -> Bool {
        guard fields.value == nil, fields.type == nil, let value = node["value"] else { return false }
        // A group that holds a group or token named `value` is no legacy token.
        if let members = value.members, members.contains(where: { $0.key.hasPrefix("$") || $0.value.members != nil }) {
            return false
        }
        return node["type"]?.string != nil || value.members == nil
    }

    mutating func reportLegacy(at range: TextRange, log: inout DiagnosticLog) {
        guard !legacyReported else { return }
        legacyReported = true
        log.error(
            DiagnosticMessage(
                text: "this is the legacy Tokens Studio format (\"value\" and \"type\" without \"$\"), not DTCG;"
                    + " export the tokens again with Tokens Studio's token format set to W3C DTCG, or convert the file"
                    + " with Style Dictionary's convertToDTCG"),
            at: range)
    }
}
