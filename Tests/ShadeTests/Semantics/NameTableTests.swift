import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The hash table of names: what a `Dictionary` would answer, in declaration order.
@Suite("Name table")
struct NameTableTests {
    func symbol(_ index: Int) -> Symbol {
        Symbol(kind: .token(index), range: TextRange(file: 0, start: index, end: index + 1))
    }

    @Test("finds every name among many, across growth, and nothing else", arguments: [0, 1, 7, 100, 20_000])
    func manyNames(count: Int) {
        var table = NameTable<Symbol>()
        var dictionary: [String: Int] = [:]
        for index in 0..<count {
            // Names that share long prefixes and differ in one byte, as generated themes have.
            let name = index.isMultiple(of: 3) ? "t\(index)" : "Semantic.colors.accent\(index)"
            #expect(table.insertIfAbsent(symbol(index), forKey: name) == nil)
            dictionary[name] = index
        }
        #expect(table.count == count)
        #expect(table.isEmpty == (count == 0))
        for (name, index) in dictionary {
            guard case let .token(found)? = table[name]?.kind else {
                Issue.record("\(name) not found")
                continue
            }
            #expect(found == index)
        }
        for absent in ["", "t", "t-1", "t\(count)", "semantic.colors.accent1", "Semantic.colors.accent1 "] {
            #expect(table[absent] == nil, "\(absent)")
        }
    }

    @Test("a name hashed once (NameKey) is found where its text is, and inserts where its text would")
    func hashedNames() {
        var table = NameTable<Symbol>()
        let names = (0..<200).map { $0.isMultiple(of: 2) ? "t\($0)" : "Semantic.accent\($0)" }
        for (index, name) in names.enumerated() {
            // Every other name goes in by its key, the rest by text: each way finds both.
            let inserted =
                index.isMultiple(of: 2)
                ? table.insertIfAbsent(symbol(index), forKey: NameKey(name))
                : table.insertIfAbsent(symbol(index), forKey: name)
            #expect(inserted == nil)
        }
        for (index, name) in names.enumerated() {
            #expect(table[NameKey(name)]?.range.start == Int32(index), "\(name)")
            #expect(table[name]?.range.start == Int32(index), "\(name)")
        }
        #expect(table.insertIfAbsent(symbol(999), forKey: NameKey("t0"))?.range.start == 0)
        #expect(table[NameKey("t1")] == nil)
        #expect(table[NameKey("")] == nil)
        #expect(NameTable<Symbol>()[NameKey("t0")] == nil)
        #expect(table.count == names.count)
    }

    @Test("a name declared twice keeps its first symbol, and the table is unchanged")
    func duplicates() {
        var table = NameTable<Symbol>()
        #expect(table.insertIfAbsent(symbol(1), forKey: "accent") == nil)
        let first = table.insertIfAbsent(symbol(2), forKey: "accent")
        #expect(first?.range.start == 1)
        #expect(table.count == 1)
        #expect(table["accent"]?.range.start == 1)
    }

    @Test("iterates in declaration order; reserving first changes nothing")
    func order() {
        let names = ["zeta", "alpha", "Mid.dle", "é", "beta"]
        var grown = NameTable<Symbol>()
        var reserved = NameTable<Symbol>()
        reserved.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            _ = grown.insertIfAbsent(symbol(index), forKey: name)
            _ = reserved.insertIfAbsent(symbol(index), forKey: name)
        }
        #expect(grown.map(\.name) == names)
        #expect(grown.keys == names)
        #expect(reserved.map(\.name) == names)
        #expect(reserved["é"]?.range.start == 3)
    }

    /// 32-bit FNV-1a from its standard offset basis, as an attacker would compute it.
    static func plainFNV(_ bytes: some Sequence<UInt8>, from state: UInt32 = 2_166_136_261) -> UInt32 {
        bytes.reduce(state) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }

    /// 2^bits names that all share the low 20 bits of plain FNV-1a: for each bit, two 4-letter
    /// blocks that collide there from the same state (found by the birthday bound), chained.
    static func collidingNames(bits: Int) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        let mask: UInt32 = (1 << 20) - 1
        var state = plainFNV("x".utf8)
        var blocks: [(String, String)] = []
        for _ in 0..<bits {
            var seen: [UInt32: [UInt8]] = [:]
            search: for a in letters {
                for b in letters {
                    for c in letters {
                        for d in letters {
                            let block = [a, b, c, d]
                            let key = plainFNV(block, from: state) & mask
                            if let other = seen[key] {
                                blocks.append(
                                    (String(decoding: other, as: UTF8.self), String(decoding: block, as: UTF8.self)))
                                state = plainFNV(block, from: state)
                                break search
                            }
                            seen[key] = block
                        }
                    }
                }
            }
        }
        return (0..<(1 << bits)).map { index in
            "x" + (0..<bits).map { (index >> $0) & 1 == 0 ? blocks[$0].0 : blocks[$0].1 }.joined()
        }
    }

    @Test("names written to collide under an unseeded hash still spread over the table")
    func collidingNamesSpread() {
        let names = Self.collidingNames(bits: 10)
        #expect(Set(names.map { Self.plainFNV($0.utf8) & ((1 << 20) - 1) }).count == 1)
        var table = NameTable<Symbol>()
        for (index, name) in names.enumerated() { table.insertIfAbsent(symbol(index), forKey: name) }
        #expect(table.count == names.count)
        // Clustered, 1,024 names would sit about 500,000 slots from home in all.
        #expect(table.displacement < 4 * names.count)
    }

    /// Counts and the slots they take, worked out by hand: the smallest power of two (8 at least)
    /// of which the names fill at most 7/8 (7/8 of 131,072 is 114,688).
    @Test(
        "a table takes the smallest power of two its names fill at most 7/8 of",
        arguments: [
            (0, 8), (7, 8), (8, 16), (14, 16), (15, 32), (100_000, 131_072), (114_688, 131_072),
            (114_689, 262_144)
        ])
    func slotCount(count: Int, slots: Int) {
        #expect(HashSlots.slotCount(for: count) == slots)
    }

    @Test("a table grown a name at a time takes the slots its count calls for, no more and no fewer")
    func growth() {
        var table = NameTable<Symbol>()
        for index in 0..<1_000 {
            table.insertIfAbsent(symbol(index), forKey: "n\(index)")
            #expect(table.slotSize == HashSlots.slotCount(for: index + 1), "\(index + 1) names")
        }
        table.reserveCapacity(900)
        #expect(table.slotSize == HashSlots.slotCount(for: 1_000))
        table.reserveCapacity(2_000)
        #expect(table.slotSize == HashSlots.slotCount(for: 2_000))
        #expect((0..<1_000).allSatisfy { table["n\($0)"] != nil })
    }

    @Test("a table filled to 7/8 still finds every name and leaves an empty slot")
    func fullTable() {
        var table = NameTable<Symbol>()
        table.reserveCapacity(14)
        for index in 0..<14 { #expect(table.insertIfAbsent(symbol(index), forKey: "n\(index)") == nil) }
        #expect(table["absent"] == nil)
        for index in 0..<14 {
            guard case let .token(found)? = table["n\(index)"]?.kind else {
                Issue.record("n\(index) not found")
                continue
            }
            #expect(found == index)
        }
    }

    @Test("set adds a name or makes it stand for the new element, the last one set winning as in a dictionary")
    func setReplaces() {
        var table = NameTable<Int>()
        var dictionary: [String: Int] = [:]
        let names = ["a", "Semantic.background", "a", "b", "Semantic.background", "a"]
        for (index, name) in names.enumerated() {
            table.set(index, forKey: name)
            dictionary[name] = index
        }
        #expect(table.count == 3)
        #expect(Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.element) }) == dictionary)
        #expect(table.map(\.name) == ["a", "Semantic.background", "b"])
    }

    @Test("NamePlaces: the first place of a name is kept by insertIfAbsent, replaced by set")
    func namePlaces() {
        var places = NamePlaces()
        #expect(places.isEmpty)
        #expect(places.insertIfAbsent(0, forKey: "Semantic.background") == nil)
        #expect(places.insertIfAbsent(1, forKey: "Semantic.background") == 0)
        #expect(places["Semantic.background"] == 0)
        places.set(7, forKey: "Semantic.background")
        places.set(3, forKey: "accent")
        #expect(places["Semantic.background"] == 7)
        #expect(places["accent"] == 3)
        #expect(places["Semantic"] == nil)
        #expect(places.count == 2)
    }

    @Test(
        "a symbol keeps what it stands for and where it is private, in 24 bytes",
        arguments: [
            (SymbolKind.token(0), Int?.none), (.token(99_999), 3), (.group(7), nil), (.group(1), 0),
            (.function(2), nil), (.function(40_000), 12)
        ])
    func symbolLayout(kind: SymbolKind, privateTo: Int?) {
        var symbol = Symbol(kind: kind, range: TextRange(file: 2, start: 10, end: 14), privateTo: privateTo)
        symbol.isInternal = true
        #expect(symbol.kind == kind)
        #expect(symbol.privateTo == privateTo)
        #expect(symbol.range == TextRange(file: 2, start: 10, end: 14) && symbol.isInternal)
        // A name and its symbol side by side in a scope's table: 40 bytes, where they took 56.
        #expect(MemoryLayout<Symbol>.stride == 24)
        #expect(MemoryLayout<(name: String, element: Symbol)>.stride == 40)
    }
}
