/// The keys of one object as they are read, for finding a duplicate: a small object (a token, a
/// color) is searched; a large one (a group of many tokens) gets a table of its keys. The table
/// hashes each key's text where it lies in the file (decoded only when it has an escape) and
/// keeps the member's node: no `String` per key (a set's top level can hold 100,000; a
/// dictionary of the keys' texts made the import of 10,000 tokens 5% slower).
///
/// The checker's names have a table of the same kind (`Sources/ShadeCore/Semantics/HashSlots.swift`),
/// which this one does not share: moved down here to be shared, it cost `eval` 1.4% and the
/// import 1.7% more instructions, its lookups no longer inlined in the checker's module.
struct JSONKeyTable {
    /// A member's node and its key's hash; an empty slot has no node.
    private struct Slot {
        var member: Int32 = -1
        var hash: UInt32 = 0
    }

    /// Open addressing, at most half full: each key in the first free slot from its hash on.
    private var slots: [Slot] = []
    private var filled = 0
    private var count = 0

    /// The node of the member before `member` in the object at `parent` with the same key, if any.
    mutating func earlier(_ member: Int, in parent: Int, nodes: [JSONTree.Node], bytes: [UInt8]) -> Int? {
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
            slots = Array(repeating: Slot(), count: 32)
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
        if 2 * (filled + 1) > slots.count { grow() }
        let key = nodes[member].key(in: bytes)
        let hash = Self.hash(of: nodes[member], key: key, in: bytes)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot].member >= 0 {
            let other = Int(slots[slot].member)
            if slots[slot].hash == hash, JSONTree.sameKey(nodes[other].key(in: bytes), key, in: bytes) { return other }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(member: Int32(member), hash: hash)
        filled += 1
        return nil
    }

    /// Twice the slots, each key moved to its place among them.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: 2 * old.count)
        let mask = slots.count - 1
        for entry in old where entry.member >= 0 {
            var slot = Int(entry.hash) & mask
            while slots[slot].member >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// The key's text hashed with the standard library's `Hasher`, seeded per process: a file
    /// cannot be written to make its keys collide. A key with an escape is hashed as decoded, so
    /// that `"a"` and `"\u0061"` meet.
    private static func hash(of node: JSONTree.Node, key: Int, in bytes: [UInt8]) -> UInt32 {
        var hasher = Hasher()
        if node.flags & JSONTree.Node.keyEscaped != 0 {
            var text = JSONReader.decodedString(in: bytes, at: key)
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        } else {
            var end = key + 1
            while bytes[end] != UInt8(ascii: "\"") { end += 1 }
            bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[key + 1..<end])) }
        }
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }
}
