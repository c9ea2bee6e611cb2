import Foundation
import ShadeCore
import ShadeSyntax

/// A JSON value that remembers where it was written, so that a DTCG file's problems are reported
/// at their line and column. Objects keep their members in file order.
package struct JSONNode: Sendable {
    /// What the value is. Not `indirect`: a string or number is held in the node, not in a box
    /// of its own (the arrays of objects and arrays are boxes already).
    package enum Kind: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// An object's member: its key, where the key is, and its value.
    package struct Member: Sendable {
        package var key: String
        var keyRange: TextRange
        package var value: JSONNode
    }

    package var kind: Kind
    package var range: TextRange

    package var members: [Member]? { if case let .object(members) = kind { members } else { nil } }
    package var items: [JSONNode]? { if case let .array(items) = kind { items } else { nil } }
    package var string: String? { if case let .string(text) = kind { text } else { nil } }
    package var number: Double? { if case let .number(number) = kind { number } else { nil } }
    package subscript(key: String) -> JSONNode? { members?.first { $0.key == key }?.value }

    /// What the value is, for messages: "an object", "a string", ….
    var kindName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A strict RFC 8259 reader over a file's bytes: nil, with the problem reported at its place, for
/// text that is not JSON. Duplicate keys are reported too (the later one would silently win).
struct JSONReader {
    private let bytes: [UInt8]
    private let file: Int32
    private var offset = 0

    package static func read(file: Int32, bytes: [UInt8], log: inout DiagnosticLog) -> JSONNode? {
        var reader = JSONReader(bytes: bytes, file: file)
        do throws(Failure) {
            reader.skipSpace()
            let value = try reader.value(log: &log, depth: 0)
            reader.skipSpace()
            guard reader.offset == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
            return value
        } catch {
            log.error(DiagnosticMessage(text: error.message), at: error.range)
            return nil
        }
    }

    private init(bytes: [UInt8], file: Int32) {
        self.bytes = bytes
        self.file = file
    }

    package struct Failure: Error {
        package var message: String
        package var range: TextRange
    }

    private func failure(_ message: String, at start: Int? = nil) -> Failure {
        let start = start ?? offset
        return Failure(
            message: message, range: TextRange(file: file, start: start, end: min(start + 1, max(bytes.count, start))))
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func value(log: inout DiagnosticLog, depth: Int) throws(Failure) -> JSONNode {
        guard depth < 512 else { throw failure("JSON nested more than 512 levels deep") }
        let start = offset
        switch current {
        case UInt8(ascii: "{"): return try object(log: &log, depth: depth)
        case UInt8(ascii: "["):
            offset += 1
            var items: [JSONNode] = []
            skipSpace()
            if current == UInt8(ascii: "]") { offset += 1; return node(.array(items), from: start) }
            while true {
                skipSpace()
                items.append(try value(log: &log, depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { offset += 1; continue }
                if current == UInt8(ascii: "]") { offset += 1; return node(.array(items), from: start) }
                throw failure("expected ',' or ']' after an array item")
            }
        case UInt8(ascii: "\""): return node(.string(try string()), from: start)
        case UInt8(ascii: "t"): try word("true"); return node(.bool(true), from: start)
        case UInt8(ascii: "f"): try word("false"); return node(.bool(false), from: start)
        case UInt8(ascii: "n"): try word("null"); return node(.null, from: start)
        case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
            return node(.number(try number()), from: start)
        case nil: throw failure("the JSON ends where a value should be")
        default: throw failure("expected a JSON value")
        }
    }

    private func node(_ kind: JSONNode.Kind, from start: Int) -> JSONNode {
        JSONNode(kind: kind, range: TextRange(file: file, start: start, end: offset))
    }

    private mutating func object(log: inout DiagnosticLog, depth: Int) throws(Failure) -> JSONNode {
        let start = offset
        offset += 1
        var members: [JSONNode.Member] = []
        var keys: [String: TextRange] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") { offset += 1; return node(.object(members), from: start) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyStart = offset
            let key = try string()
            let keyRange = TextRange(file: file, start: keyStart, end: offset)
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
            offset += 1
            skipSpace()
            let value = try value(log: &log, depth: depth + 1)
            if let first = Self.earlier(key, at: keyRange, in: members, keys: &keys) {
                log.error(
                    DiagnosticMessage(text: "duplicate key '\(key)'"), at: keyRange,
                    notes: [("first written here", first)])
            }
            members.append(JSONNode.Member(key: key, keyRange: keyRange, value: value))
            skipSpace()
            if current == UInt8(ascii: ",") { offset += 1; continue }
            if current == UInt8(ascii: "}") { offset += 1; return node(.object(members), from: start) }
            throw failure("expected ',' or '}' after an object member")
        }
    }

    /// Where `key` was first written among an object's `members`, if it was. A small object (a
    /// token, a color) is searched; a large one (a group of many tokens) gets a table of its keys.
    private static func earlier(
        _ key: String, at range: TextRange, in members: [JSONNode.Member], keys: inout [String: TextRange]
    ) -> TextRange? {
        guard members.count >= 8 else { return members.first { $0.key == key }?.keyRange }
        if keys.isEmpty {
            for member in members.reversed() { keys[member.key] = member.keyRange }
        }
        if let first = keys[key] { return first }
        keys[key] = range
        return nil
    }

    private mutating func word(_ text: StaticString) throws(Failure) {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            text.withUTF8Buffer({ bytes[offset..<offset + count].elementsEqual($0) })
        else { throw failure("expected a JSON value") }
        offset += count
    }

    private mutating func number() throws(Failure) -> Double {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        func digits() -> Int {
            let first = offset
            while let byte = current, byte >= 0x30 && byte <= 0x39 { offset += 1 }
            return offset - first
        }
        if current == UInt8(ascii: "0") {
            offset += 1
        } else if digits() == 0 {
            throw failure("expected digits", at: offset)
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw failure("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
            throw failure("number out of range", at: start)
        }
        return value
    }

    private mutating func string() throws(Failure) -> String {
        let start = offset
        offset += 1
        var plainStart = offset
        var result = ""
        while true {
            guard let byte = current else { throw failure("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                let plain = String(decoding: bytes[plainStart..<offset], as: UTF8.self)
                offset += 1
                return result.isEmpty ? plain : result + plain
            case UInt8(ascii: "\\"):
                result += String(decoding: bytes[plainStart..<offset], as: UTF8.self)
                offset += 1
                guard let escape = current else { throw failure("unterminated string", at: start) }
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{8}"
                case UInt8(ascii: "f"): result += "\u{c}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"): result.unicodeScalars.append(try escapedScalar())
                default:
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: offset - 2)
                }
                plainStart = offset
            case 0..<0x20: throw failure("a control character must be escaped in a JSON string")
            default: offset += 1
            }
        }
    }

    /// The scalar of a `\uXXXX` escape (its `\u` read), a surrogate pair taken whole. A lone
    /// surrogate is no character a string can hold: it is reported where its escape starts.
    private mutating func escapedScalar() throws(Failure) -> Unicode.Scalar {
        let escapeStart = offset - 2
        let first = try hex4()
        if let scalar = Unicode.Scalar(first) { return scalar }
        let digits = String(decoding: bytes[escapeStart + 2..<escapeStart + 6], as: UTF8.self)
        let lone =
            "lone UTF-16 surrogate '\\u\(digits)'"
            + " in a string: a high surrogate (\\uD800–\\uDBFF) must be followed by a low one (\\uDC00–\\uDFFF)"
        guard first < 0xDC00, current == UInt8(ascii: "\\"), offset + 1 < bytes.count,
            bytes[offset + 1] == UInt8(ascii: "u")
        else {
            throw failure(lone, at: escapeStart)
        }
        offset += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low),
            let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00))
        else {
            throw failure(lone, at: escapeStart)
        }
        return scalar
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else {
            throw failure("expected four hex digits after '\\u'")
        }
        offset += 4
        return value
    }
}
