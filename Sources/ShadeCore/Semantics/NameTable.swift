import ShadeSyntax

/// Names and what each stands for, in the order they were added: the names declared in a scope
/// (`NameTable<Symbol>`), the built-in functions.
///
/// A hash table of its own rather than a `Dictionary`: the global scope of a large theme holds
/// every top-level name (100,000 in the benchmark), and every name and call a theme has is looked
/// up in one. Names are hashed with FNV-1a over their UTF-8 bytes, started from a seed drawn once
/// per process and finished with MurmurHash3's mixer, so a file cannot be written to make its
/// names collide; the table keeps the names and symbols in two flat arrays beside a small index
/// of 8-byte slots: about half the memory of a `[String: Symbol]`. Nothing depends on the hash seed
/// but speed: iteration follows insertion order.
package struct NameTable<Element: Sendable>: Sendable, Sequence {
    /// The names, in the order they were declared.
    package private(set) var keys: [String] = []
    private var elements: [Element] = []
    /// Open addressing, linear probing; a slot holds the name's hash in its high 32 bits and its
    /// position in `keys` plus one in the low 32, or zero when empty. At most 7/8 full (see
    /// ``slotCount(for:)``).
    private var slots: [UInt64] = []

    package var isEmpty: Bool { keys.isEmpty }
    package var count: Int { keys.count }

    /// An empty table.
    package init() {}

    /// Sizes the table for `capacity` names at once, instead of growing as they come.
    package mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        elements.reserveCapacity(capacity)
        if Self.slotCount(for: capacity) > slots.count { rehash(slotCount: Self.slotCount(for: capacity)) }
    }

    /// What `name` stands for, if anything.
    package subscript(name: String) -> Element? {
        guard !keys.isEmpty else { return nil }
        return probe(for: name, hash: NameKey.hash(name)).position.map { elements[$0] }
    }

    /// What `key`'s name stands for, if anything, without hashing the name again.
    package subscript(key: NameKey) -> Element? {
        guard !keys.isEmpty else { return nil }
        return probe(for: key.name, hash: key.hash).position.map { elements[$0] }
    }

    /// Adds `name` unless it is there already.
    /// - Returns: what the name stood for first, when it was there; the table is unchanged then.
    @discardableResult
    package mutating func insertIfAbsent(_ element: Element, forKey name: String) -> Element? {
        insertIfAbsent(element, forKey: NameKey(name))
    }

    /// Adds `key`'s name unless it is there already, without hashing the name again.
    /// - Returns: what the name stood for first, when it was there; the table is unchanged then.
    @discardableResult
    package mutating func insertIfAbsent(_ element: Element, forKey key: NameKey) -> Element? {
        if Self.slotCount(for: keys.count + 1) > slots.count {
            rehash(slotCount: Self.slotCount(for: Swift.max(keys.count * 2, 8)))
        }
        let (name, hash) = (key.name, key.hash)
        let (slot, found) = probe(for: name, hash: hash)
        if let found { return elements[found] }
        keys.append(name)
        elements.append(element)
        slots[slot] = UInt64(hash) << 32 | UInt64(keys.count)
        return nil
    }

    /// Replaces what `name` stands for; nothing happens when it is not there.
    package mutating func replace(_ element: Element, forKey name: String) {
        guard !keys.isEmpty, let found = probe(for: name, hash: NameKey.hash(name)).position else { return }
        elements[found] = element
    }

    /// How far, in all, the names sit from the slot their hash picks: near the count of names
    /// when they spread well, near its square when they cluster.
    var displacement: Int {
        let mask = slots.count - 1
        return slots.indices.reduce(0) { total, slot in
            guard slots[slot] != 0 else { return total }
            return total + ((slot - Int(UInt32(truncatingIfNeeded: slots[slot] >> 32))) & mask)
        }
    }

    /// The names and what they stand for, in the order they were added.
    package func makeIterator() -> some IteratorProtocol<(name: String, element: Element)> {
        zip(keys, elements).lazy.map { (name: $0, element: $1) }.makeIterator()
    }
}

/// A name with its hash, computed once: one name looked up in several tables (a binder looks a
/// name up in each scope of its chain, then among the built-ins) is hashed once.
package struct NameKey: Sendable {
    package let name: String
    package let hash: UInt32

    /// `name` and its hash.
    package init(_ name: String) {
        self.name = name
        hash = Self.hash(name)
    }

    /// FNV-1a of the name's UTF-8 bytes from the process's seed, every bit then mixed into the
    /// low ones that pick a slot.
    static func hash(_ name: String) -> UInt32 {
        var name = name
        return name.withUTF8(hash(bytes:))
    }

    /// ``hash(_:)`` of a name's bytes where they lie (the import's JSON keys).
    package static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash = hashSeed
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        hash ^= hash >> 16
        hash &*= 0x85EB_CA6B
        hash ^= hash >> 13
        hash &*= 0xC2B2_AE35
        return hash ^ hash >> 16
    }
}

/// Drawn once per process; see ``NameTable``.
private let hashSeed = 2_166_136_261 ^ UInt32.random(in: .min ... .max)

private extension NameTable {
    /// Where `name` is, or the empty slot where it would go.
    func probe(for name: String, hash: UInt32) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if keys[position] == name { return (slot, position) }
            }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    mutating func rehash(slotCount: Int) {
        slots = [UInt64](repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for (position, name) in keys.enumerated() {
            let hash = NameKey.hash(name)
            var slot = Int(hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt64(hash) << 32 | UInt64(position + 1)
        }
    }
}

extension NameTable {
    /// A power of two with `count` filling at most 7/8 of it. A probe compares the hashes in the
    /// slots, eight to a cache line, and reads a name only when its hash matches: even a search
    /// for an absent name in a table 7/8 full reads about 32 slots, a few lines in a row. A fuller
    /// table is a smaller one, and a large theme's lookups land at random in it: at half full,
    /// 100,000 names took 2 MB of slots where they take 1 MB now, and declaring them took 36 ms
    /// instead of 31 (`shade-bench`, median of 5 runs, three rounds alternating).
    static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots * 7 < count * 8 { slots <<= 1 }
        return slots
    }
}
