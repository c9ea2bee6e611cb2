import Testing
@testable import Shade

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
}
