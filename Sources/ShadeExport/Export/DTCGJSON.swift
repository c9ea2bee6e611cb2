import ShadeCore
import ShadeSyntax

/// The JSON the DTCG export writes: objects keep their members in the order given, and the
/// text is laid out with two spaces per level and a final newline, the same on every run.
indirect enum DTCGJSON: Sendable, Equatable {
    case object([(String, DTCGJSON)])
    case array([DTCGJSON])
    case string(String)
    case number(Double)
    /// A number written with every digit it needs to read back exactly (color components).
    case exact(Double)
    case bool(Bool)
    case null

    package static func == (a: DTCGJSON, b: DTCGJSON) -> Bool { a.text == b.text }

    /// The document's text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The document's text as UTF-8, with its final newline.
    package var bytes: [UInt8] {
        var out = ByteWriter(capacity: 1 << 16)
        write(to: &out, depth: 0)
        out.append(UInt8(ascii: "\n"))
        return out.finish()
    }

    /// Writes the value as a member at `depth` levels of nesting (its closing brace indented so).
    func write(to out: inout ByteWriter, depth: Int) {
        switch self {
        case let .object(members):
            guard !members.isEmpty else { return out.append("{}") }
            out.append("{\n")
            for (position, (key, value)) in members.enumerated() {
                Self.indent(depth + 1, into: &out)
                out.append(jsonLiteral: key)
                out.append(": ")
                value.write(to: &out, depth: depth + 1)
                out.append(position == members.count - 1 ? "\n" : ",\n")
            }
            Self.indent(depth, into: &out)
            out.append(UInt8(ascii: "}"))
        case let .array(items):
            guard !items.isEmpty else { return out.append("[]") }
            // Arrays of plain numbers stay on one line (components, bezier points).
            if items.allSatisfy(\.isNumber) {
                out.append(UInt8(ascii: "["))
                for (position, item) in items.enumerated() {
                    if position > 0 { out.append(", ") }
                    item.write(to: &out, depth: depth)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            out.append("[\n")
            for (position, item) in items.enumerated() {
                Self.indent(depth + 1, into: &out)
                item.write(to: &out, depth: depth + 1)
                out.append(position == items.count - 1 ? "\n" : ",\n")
            }
            Self.indent(depth, into: &out)
            out.append(UInt8(ascii: "]"))
        case let .string(text): out.append(jsonLiteral: text)
        case let .number(number): out.append(utf8: number.isFinite ? Value.format(number) : "0")
        case let .exact(number): Self.writeExact(number, to: &out)
        case let .bool(flag): out.append(flag ? "true" : "false")
        case .null: out.append("null")
        }
    }

    /// A number with every digit it needs to read back exactly. A component of an 8-bit color
    /// (k/255: an sRGB color written in hex) is taken from a table of its 256 texts.
    static func writeExact(_ number: Double, to out: inout ByteWriter) {
        let scaled = number * 255
        if scaled >= 0, scaled <= 255, scaled == scaled.rounded(), Double(Int(scaled)) / 255 == number {
            return out.append(byteFractions[Int(scaled)])
        }
        if !number.isFinite {
            out.append(UInt8(ascii: "0"))
        } else if number == number.rounded() && abs(number) < 1e15 {
            out.append(utf8: String(Int64(number)))
        } else {
            out.append(shortest: number)
        }
    }

    /// A number ``DTCGColorComponents`` rounded to twelve decimals, in the text
    /// ``writeExact(_:to:)`` gives it (the shortest that reads back exactly, `description`'s),
    /// without searching for the digits: from 0.0001 (where `description` starts writing an
    /// exponent) to 1,000, any other text as short or shorter differs from the number by at least
    /// 10⁻¹², far more than half its last place, so the twelve decimals, trailing zeros dropped,
    /// are that text. Other numbers, and whole ones, go to ``writeExact(_:to:)``.
    static func writeTwelveDecimals(_ number: Double, to out: inout ByteWriter) {
        let units = (number * 1e12).rounded().magnitude
        guard units >= 1e8, units < 1e15, number != number.rounded() else { return writeExact(number, to: &out) }
        let scaled = UInt64(units)
        let whole = scaled / 1_000_000_000_000
        var fraction = scaled % 1_000_000_000_000
        var places = 12
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        out.write(upTo: 17) { start in
            var count = 0
            if number < 0 {
                start[0] = UInt8(ascii: "-")
                count = 1
            }
            count += writeDigits(whole, width: 1, to: start + count)
            start[count] = UInt8(ascii: ".")
            return count + 1 + writeDigits(fraction, width: places, to: start + count + 1)
        }
    }

    /// Writes `value` in decimal, with leading zeros to at least `width` digits; gives the count.
    private static func writeDigits(_ value: UInt64, width: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 || count < width {
            count += 1
            rest /= 10
        }
        var value = value
        for place in (0..<count).reversed() {
            start[place] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        return count
    }

    /// The text of k/255 for every byte k, as ``writeExact(_:to:)`` writes any number.
    private static let byteFractions: [[UInt8]] = (0...255).map { byte in
        let number = Double(byte) / 255
        return Array((byte == 0 || byte == 255 ? String(Int64(number)) : number.description).utf8)
    }

    private var isNumber: Bool {
        switch self {
        case .number, .exact: true
        default: false
        }
    }

    /// Two spaces per level.
    static func indent(_ depth: Int, into out: inout ByteWriter) {
        out.write(upTo: 2 * depth) { start in
            start.update(repeating: UInt8(ascii: " "), count: 2 * depth)
            return 2 * depth
        }
    }

    /// The JSON value `text` (the text `@dtcg(extensions:)` keeps, a value as `eval` writes it), or
    /// nil when it is not JSON. Objects keep their members in the order written (a key written
    /// twice stands where it was first written, with its last value, as JSON readers take it);
    /// numbers keep every digit they need.
    package static func parse(_ text: String) -> DTCGJSON? {
        JSONReader.read(Array(text.utf8)).map(DTCGJSON.init(node:))
    }

    private init(node: JSONNode) {
        switch node.kind {
        case .object:
            var members: [(String, DTCGJSON)] = []
            var positions: [String: Int] = [:]
            for member in node.members.map(Array.init) ?? [] {
                let key = member.key, value = DTCGJSON(node: member.value)
                if let position = positions[key] {
                    members[position].1 = value
                } else {
                    positions[key] = members.count
                    members.append((key, value))
                }
            }
            self = .object(members)
        case .array: self = .array((node.items ?? []).map(DTCGJSON.init(node:)))
        case .string: self = .string(node.string ?? "")
        case .number: self = .exact(node.number ?? 0)
        case .bool: self = .bool(node.bool ?? false)
        case .null: self = .null
        }
    }
}
