import ShadeSyntax
import Testing

@testable import ShadeCore

/// The flat table of each graph node's uses: every edit the checker and the REPL make leaves
/// each node with the uses written here by hand, in order.
@Suite("Dependency table")
struct DependencyTableTests {
    /// A use of `node` written at offset `at` (the offset tells two uses of one node apart).
    static func use(_ node: Int, at offset: Int) -> DependencyTable.Use {
        (node, TextRange(file: 0, start: offset, end: offset + 1))
    }

    /// Each node's uses as (node, offset) pairs, node after node.
    static func lists(_ table: DependencyTable) -> [[[Int]]] {
        table.map { uses in uses.map { [$0.node, Int($0.range.start)] } }
    }

    /// Nodes 0 (uses 1 and 2), 1 (uses nothing), 2 (uses 1).
    static let table = DependencyTable([[use(1, at: 10), use(2, at: 11)], [], [use(1, at: 12)]])

    @Test func readsEachNodesUsesInOrder() {
        #expect(Self.lists(Self.table) == [[[1, 10], [2, 11]], [], [[1, 12]]])
        #expect(Self.table.count == 3)
        #expect(Self.table.range(of: 2) == 2..<3)
        #expect(Self.table.uses.map(\.node) == [1, 2, 1])
        // A node's slice keeps the table's indices.
        #expect(Self.table[2].startIndex == 2)
    }

    /// The checker's one list of uses, taken with where each node's end: the same table as the
    /// lists, the list left empty (nothing else holds the table's uses), and nodes appended after.
    @Test func takingOneListReadsAsTheLists() {
        var list = [Self.use(1, at: 10), Self.use(2, at: 11), Self.use(1, at: 12)]
        var table = DependencyTable(taking: &list, ends: [2, 2, 3])
        #expect(list.isEmpty)
        #expect(Self.lists(table) == Self.lists(Self.table))
        table.append([Self.use(0, at: 13)])
        #expect(Self.lists(table) == [[[1, 10], [2, 11]], [], [[1, 12]], [[0, 13]]])
    }

    /// Setting a node's uses (a REPL redefinition) moves the uses after it.
    @Test(arguments: [
        (0, [[0, 20]], [[[0, 20]], [], [[1, 12]]]),
        (1, [[0, 20], [2, 21]], [[[1, 10], [2, 11]], [[0, 20], [2, 21]], [[1, 12]]]),
        (2, [], [[[1, 10], [2, 11]], [], []]),
        (0, [[1, 10], [2, 11]], [[[1, 10], [2, 11]], [], [[1, 12]]])
    ])
    func settingReplacesOneNode(node: Int, uses: [[Int]], expected: [[[Int]]]) {
        var table = Self.table
        table[node] = uses.map { Self.use($0[0], at: $0[1]) }[...]
        #expect(Self.lists(table) == expected)
    }

    /// Inserting a node (a token the REPL adds before the functions) moves the nodes after it up.
    @Test(arguments: [
        (0, [[[2, 30]], [[1, 10], [2, 11]], [], [[1, 12]]]),
        (1, [[[1, 10], [2, 11]], [[2, 30]], [], [[1, 12]]]),
        (3, [[[1, 10], [2, 11]], [], [[1, 12]], [[2, 30]]])
    ])
    func insertingMovesTheNodesAfter(node: Int, expected: [[[Int]]]) {
        var table = Self.table
        table.insert([Self.use(2, at: 30)], at: node)
        #expect(Self.lists(table) == expected)
    }

    @Test func renumberingChangesEveryUsesNode() {
        var table = Self.table
        table.renumber { $0 >= 2 ? $0 + 1 : $0 }
        #expect(Self.lists(table) == [[[1, 10], [3, 11]], [], [[1, 12]]])
    }

    /// Overrides' uses come after their tokens' own, in the order the overrides are listed.
    @Test func appendingAddsAfterEachTargetsUses() {
        var table = Self.table
        table.appending([
            (target: 2, uses: [Self.use(0, at: 40)]), (target: 0, uses: [Self.use(1, at: 41)]),
            (target: 2, uses: [Self.use(1, at: 42), Self.use(0, at: 43)])
        ])
        #expect(Self.lists(table) == [[[1, 10], [2, 11], [1, 41]], [], [[1, 12], [0, 40], [1, 42], [0, 43]]])
        table.appending([])
        #expect(Self.lists(table) == [[[1, 10], [2, 11], [1, 41]], [], [[1, 12], [0, 40], [1, 42], [0, 43]]])
    }
}
