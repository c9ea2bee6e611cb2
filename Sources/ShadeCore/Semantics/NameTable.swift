import ShadeSyntax

/// Names and what each stands for, in the order they were added: the names declared in a scope
/// (`NameTable<Symbol>`), and through ``NamePlaces`` the places of names that other modules
/// index (the REPL session's tokens, the import's). (The built-ins, a fixed set, are matched by
/// their bytes: `Builtin.named(_:)`.)
///
/// A hash table of its own rather than a `Dictionary`: the global scope of a large theme holds
/// every top-level name (100,000 in the benchmark), and every name and `fn` call a theme has is looked
/// up in one. Names are hashed with FNV-1a over their UTF-8 bytes, started from a seed drawn once
/// per process and finished with MurmurHash3's mixer, so a file cannot be written to make its
/// names collide; the table keeps each name beside what it stands for, in one flat array, with a
/// small index of 8-byte slots: about half the memory of a `[String: Symbol]`. Nothing depends on
/// the hash seed but speed: iteration follows insertion order.
///
/// A name and its element side by side: a large theme's lookups land at random in the table, and
/// each is a wait for memory (docs/performance.md, "A name beside what it stands for"). With the
/// names and the elements in two arrays, a lookup waited three times (the slot, the name, the
/// element); now twice.
package struct NameTable<Element: Sendable>: Sendable, Sequence {
    /// The names and what each stands for, in the order they were added.
    private var entries: [(name: String, element: Element)] = []
    /// Where each name is in `entries`, by its hash.
    private var slots = HashSlots()

    package var isEmpty: Bool { entries.isEmpty }
    package var count: Int { entries.count }

    /// The names, in the order they were declared (for suggestions: made when asked).
    package var keys: [String] { entries.map(\.name) }

    /// An empty table.
    package init() {}

    /// Sizes the table for `capacity` names at once, instead of growing as they come.
    package mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
        slots.reserve(capacity)
    }

    /// What `name` stands for, if anything.
    package subscript(name: String) -> Element? {
        guard !entries.isEmpty else { return nil }
        return position(of: name, hash: NameKey.hash(name)).map { entries[$0].element }
    }

    /// What `key`'s name stands for, if anything, without hashing the name again.
    package subscript(key: NameKey) -> Element? {
        guard !entries.isEmpty else { return nil }
        return position(of: key.name, hash: key.hash).map { entries[$0].element }
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
        slots.reserve(entries.count + 1)
        let (name, hash) = (key.name, key.hash)
        let (slot, found) = slots.probe(hash: hash) { entries[$0].name == name }
        if let found { return entries[found].element }
        slots.fill(slot, hash: hash, position: entries.count)
        entries.append((name, element))
        return nil
    }

    /// Makes `name` stand for `element`, whether it was there or not (the last one set wins, as
    /// a dictionary's subscript does).
    package mutating func set(_ element: Element, forKey name: String) {
        let key = NameKey(name)
        guard insertIfAbsent(element, forKey: key) != nil, let found = position(of: name, hash: key.hash) else {
            return
        }
        entries[found].element = element
    }

    /// Replaces what `name` stands for; nothing happens when it is not there.
    package mutating func replace(_ element: Element, forKey name: String) {
        guard !entries.isEmpty, let found = position(of: name, hash: NameKey.hash(name)) else { return }
        entries[found].element = element
    }

    /// How many slots the table's index has (``HashSlots/size``).
    var slotSize: Int { slots.size }

    /// How far, in all, the names sit from the slot their hash picks (``HashSlots/displacement``).
    var displacement: Int { slots.displacement }

    /// Where `name` is in `entries`, if it is there.
    private func position(of name: String, hash: UInt32) -> Int? {
        slots.probe(hash: hash) { entries[$0].name == name }.position
    }

    /// The names and what they stand for, in the order they were added.
    package func makeIterator() -> some IteratorProtocol<(name: String, element: Element)> {
        entries.makeIterator()
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
        name.withUTF8Bytes(hash(bytes:))
    }

    /// ``hash(_:)`` of a name's bytes where they lie.
    static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
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
