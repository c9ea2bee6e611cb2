/// Writes the JSON of DESIGN.md §3 into one byte buffer (no `JSONEncoder`: this is the hot path
/// of `shade eval` on large themes).
enum JSONRenderer {
    static func render(_ theme: Theme, columns: [Int]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(64 + theme.tokens.count * (48 + 24 * columns.count))
        out += Array("{\n  \"appearances\": [".utf8)
        for (position, column) in columns.enumerated() {
            if position > 0 { out += Array(", ".utf8) }
            appendString(theme.appearances[column].name, to: &out)
        }
        out += Array("],\n  \"tokens\": [".utf8)
        let names = columns.map { column in
            var quoted: [UInt8] = []
            appendString(theme.appearances[column].name, to: &quoted)
            return quoted
        }
        for (index, token) in theme.tokens.enumerated() {
            out += Array((index == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ").utf8)
            appendString(token.name, to: &out)
            out += Array(", \"type\": \"".utf8)
            out += Array(token.type.rawValue.utf8)
            out += Array("\", \"values\": {".utf8)
            if !token.values.isEmpty {
                for (position, column) in columns.enumerated() {
                    if position > 0 { out += Array(", ".utf8) }
                    out += names[position]
                    out += Array(": ".utf8)
                    appendValue(token.values[column], to: &out)
                }
            }
            out += Array("}}".utf8)
        }
        out += Array((theme.tokens.isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendValue(_ value: Value, to out: inout [UInt8]) {
        switch value {
        case let .color(color): appendString(color.hex, to: &out)
        case let .number(number): out += Array(Value.format(number).utf8)
        case let .bool(flag): out += Array((flag ? "true" : "false").utf8)
        case let .string(text): appendString(text, to: &out)
        case .dimension: appendString(value.description, to: &out)
        case let .font(font):
            out += Array("{\"family\": ".utf8)
            appendString(font.family, to: &out)
            out += Array(", \"size\": ".utf8)
            appendString(Value.dimension(font.size, font.unit).description, to: &out)
            out += Array(", \"weight\": ".utf8)
            appendString(font.weight.rawValue, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string literal with the escapes RFC 8259 requires.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
