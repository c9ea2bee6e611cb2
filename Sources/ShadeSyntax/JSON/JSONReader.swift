/// A strict RFC 8259 reader over a file's bytes: nil, with the problem reported at its place, for
/// text that is not JSON. Duplicate keys in a file are reported too (the later one would
/// silently win); a `@dtcg(extensions:)` text may hold them.
/// It builds a ``JSONTree``: no string is decoded and no number converted while reading, but
/// each is checked (escapes, surrogates, control characters, range) so that decoding one later
/// cannot fail.
package struct JSONReader {
    private let bytes: [UInt8]
    /// `bytes` where they lie, while ``document()`` or ``decodedString(in:at:)`` reads them: every
    /// byte is looked at, and each look through the array was a bounds check.
    private var text = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private let file: Int32
    private var offset = 0
    private var nodes: [JSONTree.Node] = []
    /// Each member whose key an earlier member of its object has, with that earlier member.
    private var duplicates: [(member: Int, first: Int)] = []

    /// The JSON text `bytes` of file `file` as a tree, or nil with the problem reported in `log`.
    /// A member whose key a member before it in the same object has is reported too.
    package static func read(file: Int32, bytes: [UInt8], log: inout DiagnosticLog) -> JSONNode? {
        // RFC 8259 text is UTF-8: a string with other bytes would reach the theme as U+FFFD.
        if let invalid = UTF8Validation.firstInvalidByte(in: bytes) {
            log.error(.invalidUTF8, at: TextRange(file: file, start: invalid, end: invalid + 1))
            return nil
        }
        var reader = JSONReader(bytes: bytes, file: file)
        let failure = reader.document()
        for (member, first) in reader.duplicates {
            let node = reader.nodes[member]
            log.error(
                DiagnosticMessage(text: "duplicate key '\(JSONTree.key(of: node, in: bytes))'"),
                at: JSONTree.keyRange(of: node, file: file, in: bytes),
                notes: [("first written here", JSONTree.keyRange(of: reader.nodes[first], file: file, in: bytes))])
        }
        if let failure {
            log.error(DiagnosticMessage(text: failure.message), at: failure.range)
            return nil
        }
        return JSONNode(tree: JSONTree(file: file, bytes: bytes, nodes: reader.nodes), index: 0)
    }

    /// The JSON text `bytes` as a tree, or nil when it is not JSON (invalid UTF-8 included). A key
    /// written twice in an object is no error here: both members are in the tree.
    package static func read(_ bytes: [UInt8]) -> JSONNode? {
        guard UTF8Validation.firstInvalidByte(in: bytes) == nil else { return nil }
        var reader = JSONReader(bytes: bytes, file: -1)
        guard reader.document() == nil else { return nil }
        return JSONNode(tree: JSONTree(file: -1, bytes: bytes, nodes: reader.nodes), index: 0)
    }

    /// Reads the whole text as one value, noting duplicate keys; the problem that stopped it, if any.
    private mutating func document() -> Failure? {
        // A token file holds a node every twenty bytes or so: room for one every eight.
        nodes.reserveCapacity(bytes.count / 8 + 16)
        return bytes.withUnsafeBufferPointer { text in
            self.text = text
            defer { self.text = UnsafeBufferPointer(start: nil, count: 0) }
            do throws(Failure) {
                skipSpace()
                try value(key: JSONTree.Node.noKey, depth: 0)
                skipSpace()
                guard offset == text.count else { throw failure("unexpected text after the JSON value") }
                return nil
            } catch {
                return error
            }
        }
    }

    /// The text of the string whose opening quote is at `start`, escapes decoded, in a text the
    /// reader has checked.
    package static func decodedString(in bytes: [UInt8], at start: Int) -> String {
        var reader = JSONReader(bytes: bytes, file: 0)
        reader.offset = start
        return bytes.withUnsafeBufferPointer { buffer in
            reader.text = buffer
            var text: String? = ""
            _ = try? reader.string(into: &text)
            return text ?? ""
        }
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

    private var current: UInt8? { offset < text.count ? text[offset] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// Reads one value into `nodes`, its subtree after it; `key` is where its member key starts.
    private mutating func value(key: UInt32, depth: Int) throws(Failure) {
        guard depth < 512 else { throw failure("JSON nested more than 512 levels deep") }
        let start = offset
        let kind: JSONNode.Kind
        var flags: UInt8 = 0
        switch current {
        case UInt8(ascii: "{"): return try object(key: key, depth: depth)
        case UInt8(ascii: "["): return try array(key: key, depth: depth)
        case UInt8(ascii: "\""):
            var none: String?
            if try string(into: &none) { flags = JSONTree.Node.escaped }
            kind = .string
        case UInt8(ascii: "t"): try word("true"); kind = .bool
        case UInt8(ascii: "f"): try word("false"); kind = .bool
        case UInt8(ascii: "n"): try word("null"); kind = .null
        case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
            try number()
            kind = .number
        case nil: throw failure("the JSON ends where a value should be")
        default: throw failure("expected a JSON value")
        }
        nodes.append(
            JSONTree.Node(
                start: UInt32(start), end: UInt32(offset), key: key, after: UInt32(nodes.count + 1), kind: kind,
                flags: flags))
    }

    /// Appends a container's node, to be finished by ``close(_:)`` once its items are read.
    private mutating func open(_ kind: JSONNode.Kind, key: UInt32) -> Int {
        nodes.append(JSONTree.Node(start: UInt32(offset), end: 0, key: key, after: 0, kind: kind, flags: 0))
        offset += 1
        return nodes.count - 1
    }

    private mutating func close(_ index: Int) {
        offset += 1
        nodes[index].end = UInt32(offset)
        nodes[index].after = UInt32(nodes.count)
    }

    private mutating func array(key: UInt32, depth: Int) throws(Failure) {
        let index = open(.array, key: key)
        skipSpace()
        if current == UInt8(ascii: "]") { return close(index) }
        while true {
            skipSpace()
            try value(key: JSONTree.Node.noKey, depth: depth + 1)
            skipSpace()
            if current == UInt8(ascii: ",") { offset += 1; continue }
            if current == UInt8(ascii: "]") { return close(index) }
            throw failure("expected ',' or ']' after an array item")
        }
    }

    private mutating func object(key: UInt32, depth: Int) throws(Failure) {
        let index = open(.object, key: key)
        var keys = JSONKeyTable()
        skipSpace()
        if current == UInt8(ascii: "}") { return close(index) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyStart = offset
            var none: String?
            let keyEscaped = try string(into: &none)
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
            offset += 1
            skipSpace()
            let member = nodes.count
            try value(key: UInt32(keyStart), depth: depth + 1)
            if keyEscaped { nodes[member].flags |= JSONTree.Node.keyEscaped }
            if let first = keys.earlier(member, in: index, nodes: nodes, bytes: bytes) {
                duplicates.append((member, first))
            }
            skipSpace()
            if current == UInt8(ascii: ",") { offset += 1; continue }
            if current == UInt8(ascii: "}") { return close(index) }
            throw failure("expected ',' or '}' after an object member")
        }
    }

    private mutating func word(_ text: StaticString) throws(Failure) {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            text.withUTF8Buffer({ bytes[offset..<offset + count].elementsEqual($0) })
        else { throw failure("expected a JSON value") }
        offset += count
    }

    private mutating func number() throws(Failure) {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        func digits() -> Int {
            let first = offset
            while let byte = current, byte >= 0x30 && byte <= 0x39 { offset += 1 }
            return offset - first
        }
        var integer = 1
        if current == UInt8(ascii: "0") {
            offset += 1
        } else {
            integer = digits()
            guard integer > 0 else { throw failure("expected digits", at: offset) }
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw failure("expected digits after '.'") }
        }
        var exponent = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
            exponent = true
        }
        // Only an exponent or some 300 digits before the point can take a number out of range.
        guard exponent || integer > 300 else { return }
        guard JSONNode.double(bytes[start..<offset])?.isFinite == true else {
            throw failure("number out of range", at: start)
        }
    }

    /// Reads a string, its opening quote at `offset`, checking every escape; decodes it into
    /// `text` when `text` is given. Whether it holds an escape.
    private mutating func string(into text: inout String?) throws(Failure) -> Bool {
        let start = offset
        offset += 1
        var plainStart = offset
        var escaped = false
        while true {
            guard let byte = current else { throw failure("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                text? += String(decoding: UnsafeBufferPointer(rebasing: self.text[plainStart..<offset]), as: UTF8.self)
                offset += 1
                return escaped
            case UInt8(ascii: "\\"):
                escaped = true
                text? += String(decoding: UnsafeBufferPointer(rebasing: self.text[plainStart..<offset]), as: UTF8.self)
                offset += 1
                guard let escape = current else { throw failure("unterminated string", at: start) }
                offset += 1
                let scalar: Unicode.Scalar
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalar = Unicode.Scalar(escape)
                case UInt8(ascii: "b"): scalar = "\u{8}"
                case UInt8(ascii: "f"): scalar = "\u{c}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"): scalar = try escapedScalar()
                default:
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: offset - 2)
                }
                text?.unicodeScalars.append(scalar)
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
