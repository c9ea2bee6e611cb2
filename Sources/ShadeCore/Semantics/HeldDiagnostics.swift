import ShadeSyntax

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
