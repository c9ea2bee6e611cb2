#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// What the supervisor reads of the worker's messages: which request one answers. It is read
/// from the bytes, member by member, stopping at a response's `result` or `error` once the id
/// is known: a theme's 10,000 colors are a 1.2 MB result that is relayed as bytes and never
/// parsed (JSONDecoder parsed all of it to find the id: 12 ms of every documentColor answer).
struct RelayedEnvelope: Equatable {
    var id: JSONValue?
    var method: String?

    /// An envelope of these members.
    init(id: JSONValue?, method: String?) {
        self.id = id
        self.method = method
    }

    /// The envelope of a message body; nil when the body is not a JSON object.
    init?(_ body: [UInt8]) {
        var reader = Skimmer(bytes: body)
        guard reader.skipSpace(), reader.eat(UInt8(ascii: "{")) else { return nil }
        if reader.skipSpace(), reader.eat(UInt8(ascii: "}")) { return }
        while true {
            guard reader.skipSpace(), let key = reader.string(), reader.skipSpace(), reader.eat(UInt8(ascii: ":")),
                reader.skipSpace()
            else { return nil }
            let member = body[key]
            // A response: no method follows, and its result is relayed unread.
            if id != nil, member.elementsEqual("result".utf8) || member.elementsEqual("error".utf8) { return }
            guard let value = reader.value() else { return nil }
            if member.elementsEqual("id".utf8) {
                guard let id = try? JSONDecoder().decode(JSONValue.self, from: Data(body[value])) else { return nil }
                self.id = id == .null ? nil : id
            } else if member.elementsEqual("method".utf8) {
                guard let method = try? JSONDecoder().decode(String.self, from: Data(body[value])) else { return nil }
                self.method = method
            }
            guard reader.skipSpace() else { return nil }
            if reader.eat(UInt8(ascii: "}")) { return }
            guard reader.eat(UInt8(ascii: ",")) else { return nil }
        }
    }
}

/// A cursor over JSON bytes that finds where values end without reading them.
private struct Skimmer {
    let bytes: [UInt8]
    var offset = 0

    /// Skips white space; false at the end of the bytes.
    mutating func skipSpace() -> Bool {
        while offset < bytes.count,
            bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D
                || bytes[offset] == 0x09
        {
            offset += 1
        }
        return offset < bytes.count
    }

    /// Consumes `byte` when it is next.
    mutating func eat(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// The contents of the string that starts here, quotes excluded (escapes left as written).
    mutating func string() -> Range<Int>? {
        guard eat(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return start..<offset - 1
            case UInt8(ascii: "\\"): offset += 2
            default: offset += 1
            }
        }
        return nil
    }

    /// The value that starts here, whole: a string with its quotes, an object or array to its
    /// closing bracket, a number or literal to the byte that ends it.
    mutating func value() -> Range<Int>? {
        let start = offset
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            guard string() != nil else { return nil }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            repeat {
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    guard string() != nil else { return nil }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                offset += 1
            } while depth > 0 && offset < bytes.count
            guard depth == 0 else { return nil }
        default:
            while offset < bytes.count, !",}] \t\r\n".utf8.contains(bytes[offset]) { offset += 1 }
        }
        return start..<offset
    }
}
