/// Names and the place each stands for (a token's index, a position in a list), for the modules
/// that keep such an index outside ShadeCore: the REPL session's tokens by qualified name, the
/// import's tokens by path. A ``NameTable`` of 32-bit places, compiled here for that one element
/// type: a generic table used from another module runs unspecialized, asking the runtime for its
/// type's metadata at every call (docs/performance.md, "The REPL's `:load`").
package struct NamePlaces: Sendable {
    private var table = NameTable<Int32>()

    /// No names.
    package init() {}

    /// Whether no name is there.
    package var isEmpty: Bool { table.isEmpty }
    /// How many names are there.
    package var count: Int { table.count }

    /// Sizes the index for `capacity` names at once.
    package mutating func reserveCapacity(_ capacity: Int) {
        table.reserveCapacity(capacity)
    }

    /// The place `name` stands for, if it is there.
    package subscript(name: String) -> Int? {
        table[name].map(Int.init)
    }

    /// Adds `name` for `place` unless it is there already.
    /// - Returns: the place the name stood for first, when it was there; nothing changes then.
    @discardableResult
    package mutating func insertIfAbsent(_ place: Int, forKey name: String) -> Int? {
        table.insertIfAbsent(Int32(place), forKey: name).map(Int.init)
    }

    /// Makes `name` stand for `place`, whether it was there or not: the last one set wins, as
    /// with a dictionary's subscript.
    package mutating func set(_ place: Int, forKey name: String) {
        table.set(Int32(place), forKey: name)
    }
}
