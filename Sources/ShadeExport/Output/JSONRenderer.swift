import ShadeCore
import ShadeSyntax

/// Writes the JSON of docs/exports.md (JSON shape) into one byte buffer (no `JSONEncoder`, no intermediate
/// strings: this is the hot path of `shade eval` on large themes).
enum JSONRenderer {
    package static func render(_ theme: Theme, columns: [Int]) -> ByteWriter {
        var out = ByteWriter(capacity: 64 + theme.tokens.count * (48 + 24 * columns.count))
        write(theme, columns: columns, to: &out)
        return out
    }

    package static func write(_ theme: Theme, columns: [Int], to out: inout ByteWriter) {
        out.append("{\n  \"appearances\": [")
        for (position, column) in columns.enumerated() {
            if position > 0 { out.append(", ") }
            out.append(jsonLiteral: theme.appearances[column].name)
        }
        out.append("],\n  \"tokens\": [")
        let names = columns.map { column in
            var quoted = ByteWriter(capacity: 16)
            quoted.append(jsonLiteral: theme.appearances[column].name)
            quoted.append(": ")
            return quoted.finish()
        }
        // What each token writes besides its name and values, built once: the appearances' keys
        // and what follows a name for each type, as ranges of one buffer read in place (an
        // array each would be retained and released at every token).
        let types = ValueType.allCases
        var pieces: [UInt8] = []
        var nameParts: [Range<Int>] = []
        var typeParts: [Range<Int>] = []
        for name in names {
            nameParts.append(pieces.count..<pieces.count + name.count)
            pieces += name
        }
        for type in types {
            let text = Array(", \"type\": \"\(type.rawValue)\", \"values\": {".utf8)
            typeParts.append(pieces.count..<pieces.count + text.count)
            pieces += text
        }
        pieces.withUnsafeBufferPointer { pieces in
            writeTokens(
                theme.tokens, columns: columns, names: nameParts, types: types, typeParts: typeParts, pieces: pieces,
                to: &out)
        }
        out.append(theme.tokens.isEmpty ? "]" : "\n  ]")
        if !theme.program.styles.isEmpty { writeStyles(theme, columns: columns, names: names, to: &out) }
        out.append("\n}\n")
    }

    /// `"tokens"`' entries; `names` (one per column) and `typeParts` (one per type of `types`)
    /// are ranges of `pieces` (``write(_:columns:to:)``).
    private static func writeTokens(
        _ tokens: Theme.Tokens, columns: [Int], names: [Range<Int>], types: [ValueType], typeParts: [Range<Int>],
        pieces: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter
    ) {
        func piece(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: pieces[range]) }
        var hexes = RenderedHexes()
        for index in tokens.indices {
            out.append(index == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ")
            out.append(jsonLiteral: tokens.name(at: index))
            let type = tokens.type(at: index)
            out.append(piece(typeParts[types.firstIndex(of: type)!]))
            var written = false
            let isPartial = tokens.isPartial(at: index)
            let isColor = type == .color
            // A color kept once for several columns is spelled once (RenderedHexes); a token with
            // a value of its own in every column spells each as it comes.
            let kept = isColor ? tokens.valuesKept(at: index) : 0
            let shares = isColor && kept < columns.count
            // A token with an error has no values at all; one of some appearances (declared in a
            // `when` block) has no entry where it does not exist.
            let hasValues = tokens.hasValues(at: index)
            for (position, column) in columns.enumerated() where hasValues {
                if isPartial, !tokens.isPresent(at: index, column: column) { continue }
                if written { out.append(", ") }
                written = true
                out.append(piece(names[position]))
                // A color token's values are colors, read in place.
                if shares, hexes.append(ofToken: index, column: column, kept: kept, in: tokens, to: &out) {
                    continue
                } else if isColor, let color = tokens.storedColor(at: index, column: column) {
                    appendHex(color, to: &out)
                } else if let value = tokens.storedValue(at: index, column: column) {
                    appendValue(value, to: &out)
                }
            }
            out.append("}")
            // Only when written: a theme without metadata renders as it always did.
            if let description = tokens.description(at: index) {
                out.append(", \"description\": ")
                out.append(jsonLiteral: description)
            }
            if let deprecation = tokens.deprecation(at: index) {
                out.append(", \"deprecated\": ")
                // DTCG's form: the explanation, or `true` when there is none.
                if deprecation.isEmpty { out.append("true") } else { out.append(jsonLiteral: deprecation) }
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `"styles"`: one entry per component and context, the plain style first (docs/exports.md, Component styles).
    private static func writeStyles(_ theme: Theme, columns: [Int], names: [[UInt8]], to out: inout ByteWriter) {
        out.append(",\n  \"styles\": [")
        for (index, style) in theme.styles.enumerated() {
            out.append(index == 0 ? "\n    {\"component\": " : ",\n    {\"component\": ")
            out.append(jsonLiteral: style.component)
            out.append(", \"context\": [")
            for (position, container) in style.context.enumerated() {
                if position > 0 { out.append(", ") }
                out.append(jsonLiteral: container)
            }
            out.append("], \"properties\": [")
            for (position, property) in style.properties.enumerated() {
                out.append(position == 0 ? "\n      {\"name\": " : ",\n      {\"name\": ")
                out.append(jsonLiteral: property.name)
                out.append(utf8: ", \"type\": \"\(property.type.rawValue)\", \"values\": {")
                if !property.values.isEmpty {
                    for (position, column) in columns.enumerated() {
                        if position > 0 { out.append(", ") }
                        out.append(names[position])
                        appendValue(property.values[column], to: &out)
                    }
                }
                out.append("}}")
            }
            out.append(style.properties.isEmpty ? "]}" : "\n    ]}")
        }
        out.append("\n  ]")
    }

    static func appendValue(_ value: Value, to out: inout ByteWriter) {
        switch value {
        case let .color(color): appendHex(color, to: &out)
        case let .number(number): out.append(utf8: Value.format(number))
        case let .bool(flag): out.append(flag ? "true" : "false")
        case let .string(text): out.append(jsonLiteral: text)
        case .dimension: out.append(jsonLiteral: value.description)
        case let .font(font):
            out.append("{\"family\": ")
            out.append(jsonLiteral: font.family)
            out.append(", \"size\": ")
            out.append(jsonLiteral: Value.dimension(font.size, font.unit).description)
            out.append(", \"weight\": ")
            out.append(jsonLiteral: font.weight.rawValue)
            out.append(UInt8(ascii: "}"))
        case .shadow, .border, .typography, .gradient:
            appendComposite(value, to: &out)
        }
    }

    /// `"#rrggbb"` or `"#rrggbbaa"`, quoted: the bytes of ``ThemeColor/hex`` without building a string.
    static func appendHex(_ color: ThemeColor, to out: inout ByteWriter) {
        out.write(upTo: 11) { bytes in
            bytes[0] = UInt8(ascii: "\"")
            bytes[1] = UInt8(ascii: "#")
            let end = 2 + color.writeHexDigits(to: bytes + 2, alpha: .whenTranslucent)
            bytes[end] = UInt8(ascii: "\"")
            return end + 1
        }
    }

    /// A color's digits (``RenderedHexes/digits(of:)``), quoted and after `#`.
    static func appendHex(_ digits: RenderedHexes.Digits, to out: inout ByteWriter) {
        out.write(upTo: 11) { bytes in
            bytes[0] = UInt8(ascii: "\"")
            bytes[1] = UInt8(ascii: "#")
            // The eight bytes stored at once (the eleven reserved hold them); the closing quote
            // then goes right after the digits, over what a six-digit color leaves.
            UnsafeMutableRawPointer(bytes + 2).storeBytes(of: digits.bytes, as: UInt64.self)
            bytes[2 + digits.count] = UInt8(ascii: "\"")
            return digits.count + 3
        }
    }

}
