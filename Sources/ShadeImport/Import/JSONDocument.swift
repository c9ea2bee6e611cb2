import ShadeCore
import ShadeSyntax

/// One JSON text read by ``JSONReader``: its bytes and its values as nodes of one flat array, in
/// document order (a container's items follow it). A string or number stays a range of the
/// bytes, decoded when asked for; a member's key is where its quoted text starts.
package final class JSONTree: Sendable {
    /// One value: 20 bytes, however large the value.
    struct Node: Sendable {
        /// The value's first byte and the byte after its last.
        var start: UInt32
        var end: UInt32
        /// Where its key's opening quote is, for an object's member; else ``noKey``.
        var key: UInt32
        /// The index of the node after this value's subtree: for a container, the end of its items.
        var after: UInt32
        var kind: JSONNode.Kind
        /// ``escaped`` for a string with an escape, ``keyEscaped`` for a key with one.
        var flags: UInt8

        static let noKey = UInt32.max
        static let escaped: UInt8 = 1
        static let keyEscaped: UInt8 = 2
    }

    package let file: Int32
    let bytes: [UInt8]
    let nodes: [Node]
    /// For a value the import makes rather than reads: the place each of its nodes reports.
    let place: TextRange?

    init(file: Int32, bytes: [UInt8], nodes: [Node], place: TextRange? = nil) {
        self.file = file
        self.bytes = bytes
        self.nodes = nodes
        self.place = place
    }

    /// The text of a node's member key, escapes decoded.
    static func key(of node: Node, in bytes: [UInt8]) -> String {
        if node.flags & Node.keyEscaped != 0 { return JSONReader.decodedString(in: bytes, at: Int(node.key)) }
        return String(decoding: bytes[Int(node.key) + 1..<keyEnd(of: node, in: bytes) - 1], as: UTF8.self)
    }

    /// The byte after a member key's closing quote.
    static func keyEnd(of node: Node, in bytes: [UInt8]) -> Int {
        var offset = Int(node.key) + 1
        while bytes[offset] != UInt8(ascii: "\"") { offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1 }
        return offset + 1
    }

    static func keyRange(of node: Node, file: Int32, in bytes: [UInt8]) -> TextRange {
        TextRange(file: file, start: Int(node.key), end: keyEnd(of: node, in: bytes))
    }

    /// Whether the member keys starting at byte offsets `first` and `second` are the same text, as
    /// `String` compares: byte by byte while both are plain ASCII, decoded past that.
    static func sameKey(_ first: Int, _ second: Int, in bytes: [UInt8]) -> Bool {
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

    /// Whether the member key starting at byte offset `start` is `text`, as `String` compares.
    static func isKey(_ start: Int, _ text: String, in bytes: [UInt8]) -> Bool {
        var offset = start + 1
        for byte in text.utf8 {
            let given = bytes[offset]
            if given >= 0x80 || given == UInt8(ascii: "\\") || byte >= 0x80 {
                return JSONReader.decodedString(in: bytes, at: start) == text
            }
            guard given == byte else { return false }
            offset += 1
        }
        let last = bytes[offset]
        if last == UInt8(ascii: "\"") { return true }
        return last >= 0x80 || last == UInt8(ascii: "\\")
            ? JSONReader.decodedString(in: bytes, at: start) == text : false
    }
}

/// The keys of one object as they are read, for finding a duplicate: a small object (a token, a
/// color) is searched; a large one (a group of many tokens) gets a table of its keys.
struct JSONKeyTable {
    private var keys: [String: UInt32] = [:]
    private var count = 0

    /// The node of the member before `member` in the object at `parent` with the same key, if any.
    mutating func earlier(
        _ member: Int, in parent: Int, nodes: [JSONTree.Node], bytes: [UInt8]
    ) -> Int? {
        count += 1
        let key = Int(nodes[member].key)
        if count <= 8 {
            var sibling = parent + 1
            while sibling < member {
                if JSONTree.sameKey(Int(nodes[sibling].key), key, in: bytes) { return sibling }
                sibling = Int(nodes[sibling].after)
            }
            return nil
        }
        if keys.isEmpty {
            var sibling = parent + 1
            while sibling < member {
                let text = JSONTree.key(of: nodes[sibling], in: bytes)
                if keys[text] == nil { keys[text] = UInt32(sibling) }
                sibling = Int(nodes[sibling].after)
            }
        }
        let text = JSONTree.key(of: nodes[member], in: bytes)
        if let first = keys[text] { return Int(first) }
        keys[text] = UInt32(member)
        return nil
    }
}
