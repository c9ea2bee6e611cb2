import ShadeCore

/// The keys of one object as they are read, for finding a duplicate: a small object (a token, a
/// color) is searched; a large one (a group of many tokens) gets a table of its keys. The table
/// hashes each key's text where it lies in the file (decoded only when it has an escape) and
/// keeps the member's node: no `String` per key (a set's top level can hold 100,000).
struct JSONKeyTable {
    /// Each key's member node, by the key's hash.
    private var slots = HashSlots()
    private var count = 0

    /// The node of the member before `member` in the object at `parent` with the same key, if any.
    mutating func earlier(
        _ member: Int, in parent: Int, nodes: [JSONTree.Node], bytes: [UInt8]
    ) -> Int? {
        count += 1
        let key = nodes[member].key(in: bytes)
        if count <= 8 {
            var sibling = parent + 1
            while sibling < member {
                if JSONTree.sameKey(nodes[sibling].key(in: bytes), key, in: bytes) { return sibling }
                sibling = Int(nodes[sibling].after)
            }
            return nil
        }
        if slots.count == 0 {
            var sibling = parent + 1
            while sibling < member {
                _ = insert(sibling, nodes: nodes, bytes: bytes)
                sibling = Int(nodes[sibling].after)
            }
        }
        return insert(member, nodes: nodes, bytes: bytes)
    }

    /// Adds `member`'s key unless a member before it has it.
    /// - Returns: that member's node, when there is one; the table is unchanged then.
    private mutating func insert(_ member: Int, nodes: [JSONTree.Node], bytes: [UInt8]) -> Int? {
        slots.reserve(slots.count + 1)
        let key = nodes[member].key(in: bytes)
        let hash = Self.hash(of: nodes[member], key: key, in: bytes)
        let (slot, other) = slots.probe(hash: hash) { JSONTree.sameKey(nodes[$0].key(in: bytes), key, in: bytes) }
        if let other { return other }
        slots.fill(slot, hash: hash, position: member)
        return nil
    }

    /// The key's text hashed as ``NameKey`` hashes a name (seeded per process: a file cannot
    /// be written to make its keys collide). A key with an escape is hashed as decoded, so that
    /// `"a"` and `"\u0061"` meet.
    private static func hash(of node: JSONTree.Node, key: Int, in bytes: [UInt8]) -> UInt32 {
        if node.flags & JSONTree.Node.keyEscaped != 0 {
            var text = JSONReader.decodedString(in: bytes, at: key)
            return text.withUTF8(NameKey.hash(bytes:))
        }
        var end = key + 1
        while bytes[end] != UInt8(ascii: "\"") { end += 1 }
        return bytes.withUnsafeBufferPointer { NameKey.hash(bytes: UnsafeBufferPointer(rebasing: $0[key + 1..<end])) }
    }
}
