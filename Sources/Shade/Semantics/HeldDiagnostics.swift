/// Diagnostics of graph nodes visited in ``Program/evaluationOrder`` (the order that is fast to
/// walk), handed to the log as if the nodes had been visited in ``Program/order``: the messages
/// of a run, and their order, do not depend on which topological order did the work.
struct HeldDiagnostics {
    /// Where the current node's diagnostics go; see ``finish(node:)``.
    var scratch: DiagnosticLog
    private var held: [(node: Int, log: DiagnosticLog)] = []

    init(sources: SourceMap) {
        scratch = DiagnosticLog(sources: sources)
    }

    /// Files what the node reported in `scratch` and empties it for the next node.
    mutating func finish(node: Int) {
        guard !scratch.diagnostics.isEmpty || scratch.errorCount > 0 else { return }
        held.append((node, scratch))
        scratch = DiagnosticLog(sources: scratch.sources)
    }

    /// Appends everything held to `log`, nodes in the order of `program.order`.
    func flush(into log: inout DiagnosticLog, program: Program) {
        guard !held.isEmpty else { return }
        var position = [Int](repeating: 0, count: program.nodeCount)
        for (index, node) in program.order.enumerated() { position[node] = index }
        for entry in held.sorted(by: { position[$0.node] < position[$1.node] }) {
            log.absorb(entry.log)
        }
    }
}
