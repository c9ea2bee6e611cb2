import Foundation
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

    package static func == (a: DTCGJSON, b: DTCGJSON) -> Bool { a.text == b.text }

    /// The document's text.
    package var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case let .object(members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{\n"
            for (position, (key, value)) in members.enumerated() {
                out += indent + "  "
                Self.quote(key, into: &out)
                out += ": "
                value.write(to: &out, indent: indent + "  ")
                out += position == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case let .array(items):
            guard !items.isEmpty else { return out += "[]" }
            // Arrays of plain numbers stay on one line (components, bezier points).
            if items.allSatisfy({
                switch $0 {
                case .number, .exact: true;
                default: false
                }
            }) {
                out += "[" + items.map(\.text).map { String($0.dropLast()) }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (position, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += position == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case let .string(text): Self.quote(text, into: &out)
        case let .number(number): out += number.isFinite ? Value.format(number) : "0"
        case let .exact(number):
            out +=
                !number.isFinite
                ? "0" : number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case let .bool(flag): out += flag ? "true" : "false"
        }
    }

    /// A JSON string literal: ``JSONEscaping/quote(_:emit:)``.
    package static func quote(_ text: String, into out: inout String) {
        out += JSONEscaping.quoted(text)
    }

    /// A JSON value read with Foundation (the text `@dtcg(extensions:)` keeps), members sorted
    /// by key: Foundation does not keep their order.
    package static func parse(_ text: String) -> DTCGJSON? {
        try? JSONDecoder().decode(Decoded.self, from: Data(text.utf8)).json
    }

    /// Any JSON value, decoded strictly (a number is never read as a boolean).
    private struct Decoded: Decodable {
        let json: DTCGJSON

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                json = .object(
                    try object.allKeys.map(\.stringValue).sorted().map {
                        ($0, try object.decode(Decoded.self, forKey: Key(stringValue: $0)).json)
                    })
                return
            }
            if var array = try? decoder.unkeyedContainer() {
                var items: [DTCGJSON] = []
                while !array.isAtEnd { items.append(try array.decode(Decoded.self).json) }
                json = .array(items)
                return
            }
            let single = try decoder.singleValueContainer()
            if let flag = try? single.decode(Bool.self) {
                json = .bool(flag)
            } else if let number = try? single.decode(Double.self) {
                json = .number(number)
            } else {
                json = .string(try single.decode(String.self))
            }
        }
    }
}
