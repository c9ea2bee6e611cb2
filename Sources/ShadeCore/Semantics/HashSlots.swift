/// The index a hash table keeps beside its entries, used by ``NameTable`` (a scope's names; the
/// JSON reader's key table, a layer down, has its own: `Sources/ShadeSyntax/JSON/JSONKeyTable.swift`
/// says why): open addressing with linear probing over 8-byte slots.
/// A slot holds an entry's 32-bit hash in its high half and the entry's position plus one in
/// the low half, or zero when empty; the entries themselves stay in the table's own arrays, in
/// the order they came. With the hash in the slot, a probe reads an entry only when its hash
/// matches, and growing moves the slots without hashing any entry again.
package struct HashSlots: Sendable {
    private var slots: [UInt64] = []
    /// How many slots are filled.
    package private(set) var count = 0

    /// How many slots there are: ``slotCount(for:)`` of the most ever reserved.
    var size: Int { slots.count }

    /// No slots: a probe finds nothing, and ``reserve(_:)`` comes before the first ``fill(_:hash:position:)``.
    package init() {}

    /// Grows, when needed, to hold `capacity` entries (see ``slotCount(for:)``).
    package mutating func reserve(_ capacity: Int) {
        // Asked before every insertion: what fits already is settled without working out a size.
        guard capacity * 8 > slots.count * 7 else { return }
        let wanted = Self.slotCount(for: capacity)
        guard wanted > slots.count else { return }
        let old = slots
        slots = [UInt64](repeating: 0, count: wanted)
        let mask = wanted - 1
        for entry in old where entry != 0 {
            var slot = Int(UInt32(truncatingIfNeeded: entry >> 32)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// The position of the entry with `hash` for which `matches` holds, and its slot; or, when
    /// there is none, the empty slot where it would go (meaningless while there are no slots).
    @inline(__always)
    package func probe(hash: UInt32, matches: (Int) -> Bool) -> (slot: Int, position: Int?) {
        guard !slots.isEmpty else { return (0, nil) }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if matches(position) { return (slot, position) }
            }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Records the entry at `position` in `slot`, the empty slot ``probe(hash:matches:)`` gave
    /// since the last ``reserve(_:)``.
    package mutating func fill(_ slot: Int, hash: UInt32, position: Int) {
        slots[slot] = UInt64(hash) << 32 | UInt64(position + 1)
        count += 1
    }

    /// How far, in all, the entries sit from the slot their hash picks: near their count when
    /// they spread well, near its square when they cluster.
    package var displacement: Int {
        let mask = slots.count - 1
        return slots.indices.reduce(0) { total, slot in
            guard slots[slot] != 0 else { return total }
            return total + ((slot - Int(UInt32(truncatingIfNeeded: slots[slot] >> 32))) & mask)
        }
    }

    /// A power of two with `count` filling at most 7/8 of it. A probe compares the hashes in the
    /// slots, eight to a cache line, and reads an entry only when its hash matches: even a search
    /// for an absent name in a table 7/8 full reads about 32 slots, a few lines in a row. A fuller
    /// table is a smaller one, and a large theme's lookups land at random in it: at half full,
    /// 100,000 names took 2 MB of slots where they take 1 MB now, and declaring them took 36 ms
    /// instead of 31 (`shade-bench`, median of 5 runs, three rounds alternating).
    package static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots * 7 < count * 8 { slots <<= 1 }
        return slots
    }
}
