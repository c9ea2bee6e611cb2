/// One JSON text read by ``JSONReader``: its bytes and its values as nodes of one flat array, in
/// document order (a container's items follow it). A string or number stays a range of the
/// bytes, decoded when asked for; a member's key is where its quoted text starts.
package final class JSONTree: Sendable {
    /// One value: 16 bytes, however large the value.
    package struct Node: Sendable {
        /// The value's first byte and the byte after its last.
        package var start: UInt32
        package var end: UInt32
        /// The index of the node after this value's subtree: for a container, the end of its items.
        package var after: UInt32
        /// For an object's member, how far before `start` its key's opening quote is (a key and
        /// its value stand a few bytes apart); 0 for a value without a key; ``farKey`` when that
        /// is 65,535 bytes or more, and the key is found by reading back from the value.
        private var keyDistance: UInt16
        package var kind: JSONNode.Kind
        /// ``escaped`` for a string with an escape, ``keyEscaped`` for a key with one.
        package var flags: UInt8

        package static let noKey = UInt32.max
        package static let escaped: UInt8 = 1
        package static let keyEscaped: UInt8 = 2
        private static let farKey = UInt16.max

        /// A node whose key's opening quote is at byte `key` (``noKey``: none).
        package init(start: UInt32, end: UInt32, key: UInt32, after: UInt32, kind: JSONNode.Kind, flags: UInt8) {
            self.start = start
            self.end = end
            self.after = after
            self.kind = kind
            self.flags = flags
            keyDistance = key == Self.noKey ? 0 : UInt16(clamping: min(start - key, UInt32(Self.farKey)))
        }

        /// Where its key's opening quote is, in `bytes`; for a value without a key, ``noKey``.
        package func key(in bytes: [UInt8]) -> Int {
            switch keyDistance {
            case 0: return Int(Self.noKey)
            case Self.farKey: return Self.keyStart(before: Int(start), in: bytes)
            default: return Int(start) - Int(keyDistance)
            }
        }

        /// The opening quote of the key that stands before the value at `value`: back over the
        /// space and the colon to the key's closing quote, then to the first quote not escaped
        /// (one with an even number of backslashes before it).
        private static func keyStart(before value: Int, in bytes: [UInt8]) -> Int {
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            var offset = value - 1
            while isSpace(bytes[offset]) { offset -= 1 }
            offset -= 1  // the colon
            while isSpace(bytes[offset]) { offset -= 1 }
            // `offset` is the closing quote.
            while true {
                offset -= 1
                guard bytes[offset] == UInt8(ascii: "\"") else { continue }
                var backslashes = 0
                while bytes[offset - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { return offset }
            }
        }
    }

    package let file: Int32
    package let bytes: [UInt8]
    package let nodes: [Node]
    /// For a value the import makes rather than reads: the place each of its nodes reports.
    package let place: TextRange?

    package init(file: Int32, bytes: [UInt8], nodes: [Node], place: TextRange? = nil) {
        self.file = file
        self.bytes = bytes
        self.nodes = nodes
        self.place = place
    }

    /// The text of a node's member key, escapes decoded.
    package static func key(of node: Node, in bytes: [UInt8]) -> String {
        let key = node.key(in: bytes)
        if node.flags & Node.keyEscaped != 0 { return JSONReader.decodedString(in: bytes, at: key) }
        return String(utf8: bytes, key + 1..<keyEnd(of: node, in: bytes) - 1)
    }

    /// The byte after a member key's closing quote.
    package static func keyEnd(of node: Node, in bytes: [UInt8]) -> Int {
        var offset = node.key(in: bytes) + 1
        while bytes[offset] != UInt8(ascii: "\"") { offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1 }
        return offset + 1
    }

    package static func keyRange(of node: Node, file: Int32, in bytes: [UInt8]) -> TextRange {
        TextRange(file: file, start: node.key(in: bytes), end: keyEnd(of: node, in: bytes))
    }

    /// Whether the member keys starting at byte offsets `first` and `second` are the same text, as
    /// `String` compares: byte by byte while both are plain ASCII, decoded past that.
    package static func sameKey(_ first: Int, _ second: Int, in bytes: [UInt8]) -> Bool {
        var left = first + 1, right = second + 1
        while true {
            let one = bytes[left], other = bytes[right]
            if one >= 0x80 || other >= 0x80 || one == UInt8(ascii: "\\") || other == UInt8(ascii: "\\") { break }
            if one == UInt8(ascii: "\"") || other == UInt8(ascii: "\"") || one != other { return one == other }
            left += 1
            right += 1
        }
        return JSONReader.decodedString(in: bytes, at: first) == JSONReader.decodedString(in: bytes, at: second)
    }

    /// Whether the member key starting at byte offset `start` is `text`, as `String` compares:
    /// the bytes compared in place while both are plain ASCII (a token's members are looked up
    /// by name several times each), decoded past that.
    package static func isKey(_ start: Int, _ text: String, in bytes: [UInt8]) -> Bool {
        let answer: Bool? = text.withUTF8Bytes { key in
            bytes.withUnsafeBufferPointer { bytes in
                var offset = start + 1
                for byte in key {
                    let given = bytes[offset]
                    if given >= 0x80 || given == UInt8(ascii: "\\") || byte >= 0x80 { return nil }
                    guard given == byte else { return false }
                    offset += 1
                }
                let last = bytes[offset]
                if last == UInt8(ascii: "\"") { return true }
                return last >= 0x80 || last == UInt8(ascii: "\\") ? nil : false
            }
        }
        return answer ?? (JSONReader.decodedString(in: bytes, at: start) == text)
    }
}
