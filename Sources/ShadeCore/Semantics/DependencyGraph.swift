import ShadeSyntax

/// Orders the theme's graph (tokens, functions, assertions) so that every node comes after what it
/// uses, and reports each cycle once as its full chain. Iterative throughout: a chain of any length
/// is ordered without recursion.
enum DependencyGraph {
    /// Fills `program.evaluationOrder`; nodes on or behind a cycle are marked broken and left out.
    package static func order(_ program: inout Program, log: inout DiagnosticLog) {
        // Most themes have no cycle: one walk orders them, and finds a cycle when there is one.
        if let order = declarationOrder(of: program, including: nil) {
            program.evaluationOrder = order
            return
        }
        let count = program.nodeCount
        // Kahn's count of what each node still waits for tells which nodes are on or behind a
        // cycle: those it never frees.
        var remaining = [Int](repeating: 0, count: count)
        // Who uses each node, in one flat array: node n's users are
        // `users[firstUser[n]..<firstUser[n + 1]]`, in index order. Each distinct dependency counts
        // once; a node's last visit marks what it has counted, so no set is built per node.
        var firstUser = [Int](repeating: 0, count: count + 1)
        var lastCountedBy = [Int](repeating: -1, count: count)
        // Read in place: a node's uses as a slice would be made (and counted) for every node.
        let table = program.dependencies
        for node in 0..<count {
            for use in table.range(of: node) where lastCountedBy[table.uses[use].node] != node {
                let dependency = table.uses[use].node
                lastCountedBy[dependency] = node
                remaining[node] += 1
                firstUser[dependency + 1] += 1
            }
        }
        for node in 0..<count { firstUser[node + 1] += firstUser[node] }
        var users = [Int](repeating: 0, count: firstUser[count])
        var filled = firstUser
        for index in lastCountedBy.indices { lastCountedBy[index] = -1 }
        for node in 0..<count {
            for use in table.range(of: node) where lastCountedBy[table.uses[use].node] != node {
                let dependency = table.uses[use].node
                lastCountedBy[dependency] = node
                users[filled[dependency]] = node
                filled[dependency] += 1
            }
        }
        var ready = (0..<count).filter { remaining[$0] == 0 }
        var next = 0
        while next < ready.count {
            let node = ready[next]
            next += 1
            for dependent in users[firstUser[node]..<firstUser[node + 1]] {
                remaining[dependent] -= 1
                if remaining[dependent] == 0 { ready.append(dependent) }
            }
        }
        program.evaluationOrder = declarationOrder(of: program, including: remaining.map { $0 == 0 }) ?? []
        reportCycles(in: &program, stuck: remaining.map { $0 > 0 }, log: &log)
    }

    /// Depth first from each node in index order, dependencies before the node: a topological
    /// order of the included nodes that is declaration order where dependencies point back.
    /// - Parameter included: the nodes to order, none of them on a cycle; nil: every node.
    /// - Returns: nil when every node was to be ordered and the walk met a cycle.
    private static func declarationOrder(of program: Program, including included: [Bool]?) -> [Int]? {
        let count = program.nodeCount
        var order: [Int] = []
        order.reserveCapacity(count)
        // Each node: not reached yet, on the walk's stack, or ordered.
        var state = [WalkState](repeating: .unreached, count: count)
        var stack: [(node: Int, next: Int)] = []
        for root in 0..<count where state[root] == .unreached && included?[root] != false {
            state[root] = .onStack
            stack.append((root, 0))
            while let (node, next) = stack.last {
                let uses = program.dependencies.range(of: node)
                if next < uses.count {
                    stack[stack.count - 1].next = next + 1
                    let dependency = program.dependencies.uses[uses.lowerBound + next].node
                    guard included?[dependency] != false else { continue }
                    switch state[dependency] {
                    case .unreached:
                        state[dependency] = .onStack
                        stack.append((dependency, 0))
                    case .onStack:
                        // A use of a node the walk has not left: a cycle (never among included nodes).
                        if included == nil { return nil }
                    case .ordered:
                        break
                    }
                } else {
                    stack.removeLast()
                    state[node] = .ordered
                    order.append(node)
                }
            }
        }
        return order
    }

    /// Where a node is in ``declarationOrder(of:including:)``'s walk.
    private enum WalkState: UInt8 {
        case unreached, onStack, ordered
    }

    /// Walks from each stuck node along stuck dependencies until a node repeats; each node is walked
    /// at most once overall.
    private static func reportCycles(in program: inout Program, stuck: [Bool], log: inout DiagnosticLog) {
        var explored = [Bool](repeating: false, count: stuck.count)
        for start in stuck.indices where stuck[start] {
            markBroken(start, in: &program)
            guard !explored[start] else { continue }
            // Every stuck node uses another stuck node, so the walk ends on a repeat: a new cycle
            // (a node of this walk) or one already reported (a node of an earlier walk).
            var path: [Int] = []
            var positionInPath: [Int: Int] = [:]
            var node = start
            while true {
                if let cycleStart = positionInPath[node] {
                    report(cycle: Array(path[cycleStart...]), in: program, log: &log)
                    break
                }
                if explored[node] { break }
                explored[node] = true
                positionInPath[node] = path.count
                path.append(node)
                guard let next = program.dependencies[node].first(where: { stuck[$0.node] })?.node else { break }
                node = next
            }
        }
    }

    private static func report(cycle: [Int], in program: Program, log: inout DiagnosticLog) {
        let names = (cycle + [cycle[0]]).map(program.nodeName)
        var notes: [(String, TextRange?)] = []
        for (index, node) in cycle.enumerated() {
            let target = cycle[(index + 1) % cycle.count]
            if let use = program.dependencies[node].first(where: { $0.node == target }) {
                notes.append(("'\(program.nodeName(node))' uses '\(program.nodeName(target))' here", use.range))
            }
        }
        if cycle.count == 1, case let .token(index) = program.node(cycle[0]),
            let last = QualifiedName.segments(of: program.tokens[index].name).last,
            Binder.isBuiltinValue(last)
        {
            notes.append(("this token hides the built-in '\(last)' in its scope; give the token another name", nil))
        }
        let isRecursion =
            cycle.contains { if case .function = program.node($0) { true } else { false } }
            && cycle.allSatisfy { if case .function = program.node($0) { true } else { false } }
        log.error(isRecursion ? .recursion(names) : .cycle(names), at: program.nodeRange(cycle[0]), notes: notes)
    }

    private static func markBroken(_ node: Int, in program: inout Program) {
        switch program.node(node) {
        case let .token(index): program.tokens[index].isBroken = true
        case let .function(index): program.functions[index].isBroken = true
        case let .assertion(index): program.assertions[index].isBroken = true
        }
    }
}

/// Diagnostics of graph nodes visited in ``Program/evaluationOrder`` (the order that is fast to
/// walk), handed to the log in source order (by each node's first message): the messages of a
/// run, and their order, do not depend on which topological order did the work.
struct HeldDiagnostics {
    /// Where the current node's diagnostics go; see ``finish(node:)``.
    var scratch: DiagnosticLog
    private var held: [(node: Int, log: DiagnosticLog)] = []

    package init(sources: SourceMap) {
        scratch = DiagnosticLog(sources: sources)
    }

    /// Files what the node reported in `scratch` and empties it for the next node.
    package mutating func finish(node: Int) {
        guard !scratch.diagnostics.isEmpty || scratch.errorCount > 0 else { return }
        held.append((node, scratch))
        scratch = DiagnosticLog(sources: scratch.sources)
    }

    /// Appends everything held to `log`, nodes in source order of their first message, and keeps
    /// the whole log in source order.
    package func flush(into log: inout DiagnosticLog, program: Program) {
        guard !held.isEmpty else { return }
        let order = SourceOrder(log.sources)
        let keyed = held.enumerated().map {
            (key: order.key($0.element.log.diagnostics.first), offset: $0.offset, log: $0.element.log)
        }
        for entry in keyed.sorted(by: {
            ($0.key.file, $0.key.start, $0.offset) < ($1.key.file, $1.key.start, $1.offset)
        }) {
            log.absorb(entry.log)
        }
        // Checking and evaluation come after other passes: the run's whole report stays in source order.
        log.sortByPosition(from: 0)
    }
}
