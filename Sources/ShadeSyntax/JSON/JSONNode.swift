/// A JSON value that remembers where it was written, so that a DTCG file's problems are reported
/// at their line and column: a place in a ``JSONTree``, not a copy of the value. Strings are
/// decoded and numbers converted when asked for. Objects keep their members in file order.
package struct JSONNode: Sendable {
    /// What the value is.
    package enum Kind: UInt8, Sendable {
        case object, array, string, number, bool, null
    }

    /// An object's member: its key, where the key is, and its value.
    package struct Member: Sendable {
        package let value: JSONNode

        package var key: String { JSONTree.key(of: value.node, in: value.tree.bytes) }
        package var keyRange: TextRange {
            value.tree.place ?? JSONTree.keyRange(of: value.node, file: value.tree.file, in: value.tree.bytes)
        }
    }

    /// An object's members in file order, read from the tree as they are walked.
    package struct Members: Collection, Sendable {
        package let tree: JSONTree
        package let startIndex: Int
        package let endIndex: Int

        package subscript(position: Int) -> Member { Member(value: JSONNode(tree: tree, index: position)) }
        package func index(after position: Int) -> Int { Int(tree.nodes[position].after) }
    }

    package let tree: JSONTree
    package let index: Int

    package init(tree: JSONTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// A string the import makes (an alias it writes for a `$ref`), reported at `place`.
    package init(string text: String, at place: TextRange) {
        let bytes = [UInt8(ascii: "\"")] + Array(text.utf8) + [UInt8(ascii: "\"")]
        let node = JSONTree.Node(
            start: 0, end: UInt32(bytes.count), key: JSONTree.Node.noKey, after: 1, kind: .string, flags: 0)
        self.init(tree: JSONTree(file: place.file, bytes: bytes, nodes: [node], place: place), index: 0)
    }

    /// What a token holds once it let go of the JSON it was read from (``DTCGTokens/releaseJSON()``):
    /// an empty string, read from no file.
    package static let released = JSONNode(string: "", at: TextRange(file: -1, start: 0, end: 0))

    package var node: JSONTree.Node { tree.nodes[index] }
    package var kind: Kind { node.kind }
    /// Where the value is written. A string or a number is reported at its first character (its
    /// caret alone under it), as the import's messages have always shown them.
    package var range: TextRange {
        let node = node
        let end = node.kind == .string || node.kind == .number ? node.start : node.end
        return tree.place ?? TextRange(file: tree.file, start: Int(node.start), end: Int(end))
    }

    package var members: Members? {
        let node = node
        guard node.kind == .object else { return nil }
        return Members(tree: tree, startIndex: index + 1, endIndex: Int(node.after))
    }

    package var items: [JSONNode]? {
        let node = node
        guard node.kind == .array else { return nil }
        var items: [JSONNode] = []
        var item = index + 1
        while item < node.after {
            items.append(JSONNode(tree: tree, index: item))
            item = Int(tree.nodes[item].after)
        }
        return items
    }

    package var string: String? {
        let node = node
        guard node.kind == .string else { return nil }
        if node.flags & JSONTree.Node.escaped != 0 {
            return JSONReader.decodedString(in: tree.bytes, at: Int(node.start))
        }
        return String(utf8: tree.bytes, Int(node.start) + 1..<Int(node.end) - 1)
    }

    package var number: Double? {
        let node = node
        guard node.kind == .number else { return nil }
        return Self.double(tree.bytes[Int(node.start)..<Int(node.end)])
    }

    package var bool: Bool? {
        let node = node
        guard node.kind == .bool else { return nil }
        return tree.bytes[Int(node.start)] == UInt8(ascii: "t")
    }

    /// Calls `body` with each member's value of an object, or each item of an array, in file
    /// order, read from the tree in place (no array of items, no member keys); nothing for any
    /// other value.
    package func forEachChild(_ body: (JSONNode) -> Void) {
        let node = node
        guard node.kind == .object || node.kind == .array else { return }
        var child = index + 1
        while child < node.after {
            body(JSONNode(tree: tree, index: child))
            child = Int(tree.nodes[child].after)
        }
    }

    /// The value of the member `key`, if the value is an object that has one.
    package subscript(key: String) -> JSONNode? {
        let node = node
        guard node.kind == .object else { return nil }
        var member = index + 1
        while member < node.after {
            let start = tree.nodes[member].key(in: tree.bytes)
            if JSONTree.isKey(start, key, in: tree.bytes) { return JSONNode(tree: tree, index: member) }
            member = Int(tree.nodes[member].after)
        }
        return nil
    }

    /// The number JSON text `digits` (checked by the reader) stands for.
    /// Read from the bytes where that is exact (``DecimalText``), else through a string.
    package static func double(_ digits: ArraySlice<UInt8>) -> Double? {
        DecimalText.value(digits) ?? Double(String(decoding: digits, as: UTF8.self))
    }

    /// What the value is, for messages: "an object", "a string", ….
    package var kindName: String {
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
