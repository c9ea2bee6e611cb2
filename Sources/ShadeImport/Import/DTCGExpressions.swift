import ShadeCore
import ShadeSyntax

/// DTCG values as Shade expressions (docs/dtcg.md, Types and Values): literals for
/// values, references for aliases (inside composites too), the composite constructors for
/// shadows, borders, typography and gradients.
struct DTCGExpressions {
    package let tokens: DTCGTokens
    /// How a reference to a token is written.
    let references: DTCGReferences
    /// The group the declaration being written is in: where its references are written from.
    var scope = DTCGReferences.Scope.top

    package struct Failure: Error {
        package var message: String
        package var range: TextRange
        /// What to do about it.
        package var hint = "write the value as DTCG 2025.10 writes a value of its $type"
    }

    /// The reference `node` is written as, from the group at ``scope``, when it is an alias.
    func reference(_ node: JSONNode) -> String? {
        Self.aliasName(node).map { references.written(named: $0, at: tokens.position(of: $0), from: scope) }
    }

    /// The Shade type of a DTCG type's values (``DTCGType/shadeType``), for the types an alias
    /// is checked by: not those held as strings, nor `fontWeight` (a weight is a number or a name).
    static func checkedKind(_ type: String) -> ValueType? {
        guard type != "fontWeight", let kind = DTCGType(rawValue: type)?.shadeType, kind != .string else { return nil }
        return kind
    }

    /// The value an alias chain ends at (the node itself when it is no alias).
    package func resolved(_ node: JSONNode) -> JSONNode {
        var node = node, steps = 0
        while let name = Self.aliasName(node), let target = tokens.position(of: name), steps < 1000 {
            node = tokens.all[target].value
            steps += 1
        }
        return node
    }

    package func expression(_ node: JSONNode, type: String) throws(Failure) -> String {
        if let name = Self.aliasName(node) {
            // An alias must name a value of the kind its place takes. Only the named token's own
            // (or group's) type is read: an untyped chain is not followed once per alias.
            let place = tokens.position(of: name)
            if let place, let target = tokens.all[place].type, target != type,
                let given = Self.checkedKind(target), let wanted = Self.checkedKind(type), given != wanted
            {
                throw Failure(
                    message: "'\(name)' is a \(target) token, where a \(type) is needed", range: node.range,
                    hint: "alias a \(type) token here")
            }
            return references.written(named: name, at: place, from: scope)
        }
        switch type {
        case "color": return try color(node)
        case "dimension": return try dimension(node, units: Self.lengthUnits)
        case "duration": return try dimension(node, units: ["ms", "s"])
        case "number": return try number(node)
        case "fontWeight": return try weight(node)
        case "fontFamily": return quoted(try family(node))
        case "cubicBezier": return quoted(try bezier(node))
        case "strokeStyle":
            let value = resolved(node)
            if let text = value.string { return quoted(text) }
            return quoted(DTCGJSONText.compact(value))
        case "transition": return quoted(try transition(node))
        case "shadow":
            let value = resolved(node)
            let layers = value.items ?? [value]
            guard !layers.isEmpty else {
                throw Failure(message: "a shadow needs at least one layer", range: node.range)
            }
            return try layers.map { layer throws(Failure) in try shadowLayer(layer) }.joined(separator: " + ")
        case "border":
            let value = resolved(node)
            let style = try borderStyle(resolved(field(value, "style")))
            let color = try expression(field(value, "color"), type: "color")
            let width = try expression(field(value, "width"), type: "dimension")
            return "border(\(color), \(width), \(quoted(style)))"
        case "typography":
            let value = resolved(node)
            let familyNode = try field(value, "fontFamily")
            let familyText =
                if let written = reference(familyNode) { written } else { quoted(try family(familyNode)) }
            var parts = [familyText, try expression(field(value, "fontSize"), type: "dimension")]
            if let weight = value["fontWeight"] { parts.append(try expression(weight, type: "fontWeight")) }
            if let height = value["lineHeight"] {
                parts.append("lineHeight: " + (try expression(height, type: "number")))
            }
            if let spacing = value["letterSpacing"] {
                parts.append("letterSpacing: " + (try expression(spacing, type: "dimension")))
            }
            return "typography(\(parts.joined(separator: ", ")))"
        case "gradient":
            guard let stops = resolved(node).items, !stops.isEmpty else {
                throw Failure(message: "a gradient's value must be an array of stops", range: node.range)
            }
            var pairs: [String] = []
            var index = 0
            while index < stops.count {
                let first = stops[index], second = stops[min(index + 1, stops.count - 1)]
                let colors = [
                    try expression(field(resolved(first), "color"), type: "color"),
                    try expression(field(resolved(second), "color"), type: "color")
                ]
                let positions = [
                    try expression(field(resolved(first), "position"), type: "number"),
                    try expression(field(resolved(second), "position"), type: "number")
                ]
                pairs.append("gradient(" + (colors + positions).joined(separator: ", ") + ")")
                index += 2
            }
            return pairs.joined(separator: " + ")
        default: throw Failure(message: "unknown $type '\(type)'", range: node.range)
        }
    }

    private func field(_ node: JSONNode, _ name: String) throws(Failure) -> JSONNode {
        guard let value = node[name] else {
            throw Failure(message: "missing '\(name)' in \(node.kindName)", range: node.range)
        }
        return value
    }

    /// A string literal of `text` (``ShadeEscaping/stringLiteral(_:)``).
    package func quoted(_ text: String) -> String { ShadeEscaping.stringLiteral(text) }

    package func number(_ node: JSONNode) throws(Failure) -> String {
        if let written = reference(node) { return written }
        guard let number = node.number else {
            throw Failure(message: "expected a number, found \(node.kindName)", range: node.range)
        }
        return ShadeEscaping.number(number)
    }

    /// The units of length Shade holds (1 px = 1 pt = 1 dp; `rem` and `em` relative to a font size).
    static let lengthUnits = ["px", "rem", "em", "pt", "dp"]

    /// A dimension in one of `units`: `{"value", "unit"}`, or in the pre-2025 forms `"16px"` and,
    /// for zero, a plain `0` (in the first unit), which ``DTCGLegacyForms`` reports.
    private func dimension(_ node: JSONNode, units: [String]) throws(Failure) -> String {
        if let written = reference(node) { return written }
        let number: Double, unit: String
        if let text = node.string {
            let split = text.firstIndex { $0.isLetter || $0 == "%" } ?? text.endIndex
            guard let value = Double(text[..<split]), value.isFinite else {
                throw Failure(
                    message: "expected a dimension, found the string \(DTCGJSONText.quoted(text))", range: node.range)
            }
            (number, unit) = (value, String(text[split...]))
        } else if let value = node.number {
            guard value == 0 else {
                throw Failure(
                    message: "a dimension needs a unit", range: node.range,
                    hint: "write it {\"value\": \(Value.format(value)), \"unit\": \"\(units[0])\"}")
            }
            return "0" + units[0]
        } else {
            guard let value = node["value"]?.number, let given = node["unit"]?.string else {
                throw Failure(
                    message: "expected {\"value\": number, \"unit\": "
                        + units.map { "\"\($0)\"" }.joined(separator: " or ") + "}", range: node.range)
            }
            (number, unit) = (value, given)
        }
        guard units.contains(unit) else {
            throw Failure(
                message: "the unit \(DTCGJSONText.quoted(unit)) has no Shade equivalent", range: node.range,
                hint: "Shade holds \(units.joined(separator: ", "))"
                    + (units == Self.lengthUnits ? " (1 px = 1 pt = 1 dp)" : "") + "; write the value in one of them")
        }
        return ShadeEscaping.number(number) + unit
    }

    package static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800,
        "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950
    ]

    private func weight(_ node: JSONNode) throws(Failure) -> String {
        if let written = reference(node) { return written }
        if let name = node.string {
            guard let number = Self.weights[name] else {
                throw Failure(
                    message:
                        "unknown font weight '\(name)'; the names are "
                        + Self.weights.keys.sorted().joined(separator: ", "),
                    range: node.range)
            }
            return ShadeEscaping.number(number)
        }
        guard let number = node.number, number >= 1, number <= 1000 else {
            throw Failure(message: "a font weight is a number in 1…1000 or a weight name", range: node.range)
        }
        return ShadeEscaping.number(number)
    }

    private func family(_ node: JSONNode) throws(Failure) -> String {
        let value = resolved(node)
        if let text = value.string { return text }
        if let items = value.items, !items.isEmpty, items.allSatisfy({ $0.string != nil }) {
            return items.compactMap(\.string).joined(separator: ", ")
        }
        throw Failure(message: "a font family is a string or an array of strings", range: node.range)
    }

    private func bezier(_ node: JSONNode) throws(Failure) -> String {
        guard let items = resolved(node).items, items.count == 4, items.allSatisfy({ $0.number != nil })
        else {
            throw Failure(message: "a cubic Bézier is an array of four numbers", range: node.range)
        }
        return "cubic-bezier(" + items.compactMap(\.number).map(ShadeEscaping.number).joined(separator: ", ") + ")"
    }

    private func time(_ node: JSONNode) throws(Failure) -> String {
        let value = resolved(node)
        guard let number = value["value"]?.number, let unit = value["unit"]?.string, unit == "ms" || unit == "s" else {
            throw Failure(
                message: "expected a duration {\"value\": number, \"unit\": \"ms\" or \"s\"}", range: node.range)
        }
        return ShadeEscaping.number(number) + unit
    }

    private func transition(_ node: JSONNode) throws(Failure) -> String {
        let value = resolved(node)
        return try
            "\(time(field(value, "duration"))) \(bezier(field(value, "timingFunction"))) \(time(field(value, "delay")))"
    }

    private func shadowLayer(_ node: JSONNode) throws(Failure) -> String {
        let layer = resolved(node)
        var parts = [try expression(field(layer, "color"), type: "color")]
        for name in ["offsetX", "offsetY", "blur", "spread"] {
            parts.append(try expression(field(layer, name), type: "dimension"))
        }
        if let inset = layer["inset"], resolved(inset).bool == true {
            parts.append("inset: true")
        }
        return "shadow(\(parts.joined(separator: ", ")))"
    }
}

extension DTCGExpressions {
    /// A border's style: one of the named styles a Shade border takes. A dash pattern
    /// (`{"dashArray": …}`) has no Shade form: the token is left out rather than drawn solid.
    func borderStyle(_ node: JSONNode) throws(Failure) -> String {
        guard let style = node.string else {
            throw Failure(
                message: "a border whose style is a dash pattern has no Shade form", range: node.range,
                hint: "use a named style: " + Self.borderStyles)
        }
        guard Value.Border.Style(rawValue: style) != nil else {
            throw Failure(
                message: "unknown border style '\(style)'", range: node.range, hint: "use one of " + Self.borderStyles)
        }
        return style
    }

    private static var borderStyles: String { Value.Border.Style.allCases.map(\.rawValue).joined(separator: ", ") }
}
