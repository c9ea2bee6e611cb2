import ShadeSyntax

/// For each graph node (``Program/node(_:)``), the nodes it uses and where, in the order the
/// binder met them. One flat array of uses with each node's end in it, rather than an array per
/// node: binding a large theme appends to two arrays instead of allocating one per token, and the
/// passes that walk the graph read memory in sequence.
///
/// A node's uses read as a slice (`table[node]`); the whole table reads as the sequence of them.
package struct DependencyTable: RandomAccessCollection, Sendable {
    /// One use: the node used and where its name is written.
    package typealias Use = (node: Int, range: TextRange)

    /// Every node's uses, node after node: node `n`'s are `uses[range(of: n)]`. The passes that
    /// walk the whole graph read them here, in place.
    package private(set) var uses: [Use] = []
    /// Where each node's uses start in ``uses``, and after the last node the end: node `n`'s are
    /// `bounds[n]..<bounds[n + 1]`.
    private var bounds = [0]

    /// An empty table.
    package init() {}

    /// A table of `lists`, one per node.
    package init(_ lists: [[Use]]) {
        for list in lists { append(list) }
    }

    /// A table whose first nodes' uses are `uses`, node after node, node `n`'s ending at
    /// `ends[n]` (the last end is `uses.count`): the binder's one list, taken as it is. The list
    /// is swapped in, leaving `uses` empty, so that nothing else holds it when the table grows.
    package init(taking uses: inout [Use], ends: [Int]) {
        swap(&self.uses, &uses)
        bounds.append(contentsOf: ends)
    }

    /// Room for `nodes` nodes and `uses` uses in all.
    package mutating func reserveCapacity(nodes: Int, uses count: Int) {
        bounds.reserveCapacity(nodes + 1)
        uses.reserveCapacity(count)
    }

    /// Adds the next node, which uses `list`.
    package mutating func append(_ list: some Collection<Use>) {
        uses.append(contentsOf: list)
        bounds.append(uses.count)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { bounds.count - 1 }

    /// The uses of `node`: a slice, whose indices are the table's (the first is `startIndex`, not 0).
    /// Setting replaces them (the REPL's redefinitions: the uses after them move).
    package subscript(node: Int) -> ArraySlice<Use> {
        get { uses[range(of: node)] }
        set {
            let range = range(of: node)
            uses.replaceSubrange(range, with: newValue)
            let shift = newValue.count - range.count
            guard shift != 0 else { return }
            for index in (node + 1)..<bounds.count { bounds[index] += shift }
        }
    }

    /// Inserts a node at `node`, which uses `list`: the nodes from `node` on move up by one.
    package mutating func insert(_ list: [Use], at node: Int) {
        let start = bounds[node]
        uses.insert(contentsOf: list, at: start)
        bounds.insert(start, at: node)
        for index in (node + 1)..<bounds.count { bounds[index] += list.count }
    }

    /// Renumbers every use's node through `transform` (the REPL, when nodes move).
    package mutating func renumber(_ transform: (Int) -> Int) {
        for index in uses.indices { uses[index].node = transform(uses[index].node) }
    }

    /// Adds uses after those of some nodes, in one pass over the table: `added` lists, in order,
    /// which node gains which uses (an override's value is part of its token's).
    package mutating func appending(_ added: [(target: Int, uses: [Use])]) {
        guard !added.isEmpty else { return }
        var byNode = [[Int]](repeating: [], count: count)
        for (index, item) in added.enumerated() { byNode[item.target].append(index) }
        var table = DependencyTable()
        table.reserveCapacity(nodes: count, uses: uses.count + added.reduce(0) { $0 + $1.uses.count })
        for node in indices {
            table.uses.append(contentsOf: self[node])
            for index in byNode[node] { table.uses.append(contentsOf: added[index].uses) }
            table.bounds.append(table.uses.count)
        }
        self = table
    }

    /// Where the uses of `node` lie in ``uses``.
    package func range(of node: Int) -> Range<Int> { Range(uncheckedBounds: (bounds[node], bounds[node + 1])) }
}
