/// Checks the aliases of the gathered tokens before anything is written: every `{a.b}` (inside
/// composites too) must name a token, chains of whole-value aliases must end (a cycle is reported
/// with its whole chain), and every token must have a type — its own, its group's, or the one
/// at the end of its alias chain.
struct DTCGAliasCheck {
    let tokens: DTCGTokens
    let variants: [DTCGTokens]

    /// The DTCG type of every token that has one (Shade-only tokens: their Shade type).
    func check(log: inout DiagnosticLog) -> [String: String] {
        for name in tokens.order { scan(tokens.byName[name]!.value, in: name, log: &log) }
        for variant in variants {
            for name in variant.order { scan(variant.byName[name]!.value, in: name, log: &log) }
        }
        var types: [String: String] = [:]
        var reportedCycles: Set<String> = []
        for name in tokens.order {
            let token = tokens.byName[name]!
            if let shadeType = token.shadeType { types[name] = shadeType; continue }
            var seen = [name], current = token, isCycle = false
            while current.type == nil, current.shadeType == nil, let target = DTCGExpressions.alias(current.value),
                  let next = tokens.byName[target.joined(separator: ".")] {
                if seen.contains(next.name) { isCycle = true; break }
                seen.append(next.name)
                current = next
            }
            if let type = current.type ?? current.shadeType {
                types[name] = type
            } else if !isCycle && DTCGExpressions.alias(current.value) == nil {
                log.error(DiagnosticMessage(text: "token '\(name)' has no $type: neither its own, nor a group's, nor an alias's"),
                          at: token.value.range)
            }
        }
        // Aliases that form cycles are reported even when every token of the cycle has a type.
        // A chain once followed to its end holds no cycle: its tokens are not followed again.
        var ends: Set<String> = []
        for name in tokens.order where tokens.byName[name]!.shadeType == nil {
            var seen = [name], current = tokens.byName[name]!
            defer { ends.formUnion(seen) }
            while let target = DTCGExpressions.alias(current.value), let next = tokens.byName[target.joined(separator: ".")] {
                if ends.contains(next.name) { break }
                if let start = seen.firstIndex(of: next.name) {
                    let cycle = seen[start...] + [next.name]
                    if reportedCycles.insert(Set(cycle).sorted().joined(separator: " ")).inserted {
                        log.error(DiagnosticMessage(text: "alias cycle: " + cycle.map { "{\($0)}" }.joined(separator: " → ")),
                                  at: tokens.byName[cycle.first!]!.value.range)
                    }
                    types[name] = nil
                    break
                }
                seen.append(next.name)
                current = next
            }
        }
        return types
    }

    /// Reports every alias inside `node` that names no token.
    private func scan(_ node: JSONNode, in name: String, log: inout DiagnosticLog) {
        switch node.kind {
        case .string:
            guard let path = DTCGExpressions.alias(node) else { return }
            let target = path.joined(separator: ".")
            guard tokens.byName[target] == nil else { return }
            log.error(DiagnosticMessage(text: "\(name): the alias {\(target)} names no token"), at: node.range,
                      suggestions: Suggestions.closest(to: target, among: tokens.order).map { "{\($0)}" })
        case let .object(members): for member in members { scan(member.value, in: name, log: &log) }
        case let .array(items): for item in items { scan(item, in: name, log: &log) }
        default: break
        }
    }
}
