import ShadeCore

/// The keys of one object as they are read, for finding a duplicate: a small object (a token, a
/// color) is searched; a large one (a group of many tokens) gets a table of its keys. The table
/// hashes each key's text where it lies in the file (decoded only when it has an escape) and
/// keeps the member's node: no `String` per key (a set's top level can hold 100,000).
struct JSONKeyTable {
    /// Open addressing, linear probing: a slot holds the key's hash in its high 32 bits and its
    /// member's node plus one in the low 32, or zero when empty. Never more than half full.
    private var slots: [UInt64] = []
    private var keys = 0
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
        if slots.isEmpty {
            slots = [UInt64](repeating: 0, count: 64)
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
        if (keys + 1) * 2 > slots.count { grow() }
        let key = nodes[member].key(in: bytes)
        let hash = Self.hash(of: nodes[member], key: key, in: bytes)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let other = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if JSONTree.sameKey(nodes[other].key(in: bytes), key, in: bytes) { return other }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = UInt64(hash) << 32 | UInt64(member + 1)
        keys += 1
        return nil
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = Int(UInt32(truncatingIfNeeded: entry >> 32)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
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
