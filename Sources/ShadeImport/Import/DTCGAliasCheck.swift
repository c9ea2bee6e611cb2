import ShadeCore
import ShadeSyntax

/// Checks the aliases of the gathered tokens before anything is written: every `{a.b}` (inside
/// composites too) must name a token, chains of whole-value aliases must end (a cycle is reported
/// with its whole chain), and every token must have a type — its own, its group's, or the one
/// at the end of its alias chain.
struct DTCGAliasCheck {
    package let tokens: DTCGTokens
    package let variants: [DTCGTokens]
    /// Tokens read but left out already (an unknown `$type`, no `$value`): an alias to one is no
    /// problem of its own, its token is left out with it (``DTCGLeftOut``).
    var leftOut: Set<String> = []

    /// The DTCG type of every token that has one (Shade-only tokens: their Shade type), by the
    /// token's place in `tokens.all`.
    func check(problems: inout [DTCGProblem]) -> DTCGTypeColumn {
        // Places, not copies of the tokens, are walked: a token is read a field at a time.
        let all = tokens.all
        // The token each whole-value alias names, found once: the chains below follow places, and
        // a value that names a token has nothing for the scan to report.
        // (A closure, not `tokens.position(of:)`: a method of a value, handed over, is a copy of the value.)
        let targets = Targets(all) { node in DTCGExpressions.aliasName(node).flatMap { tokens.position(of: $0) } }
        for position in all.indices where targets[position] == nil {
            scan(all[position].value, in: all[position].name, problems: &problems)
        }
        for variant in variants {
            for position in variant.all.indices {
                scan(variant.all[position].value, in: variant.all[position].name, problems: &problems)
            }
        }
        var types = DTCGTypeColumn(count: all.count)
        // Each token's chain is followed once: a chain that reaches a token already typed takes its
        // answer, so a long chain costs its length, not its length squared.
        var known = [Bool](repeating: false, count: all.count)
        var untyped = [Bool](repeating: false, count: all.count)
        var onPath = [Bool](repeating: false, count: all.count)
        for position in all.indices where !known[position] {
            var path = [position], current = position, isCycle = false
            onPath[position] = true
            while !known[current], all[current].type == nil, all[current].shadeType == nil,
                let next = targets[current]
            {
                if onPath[next] { isCycle = true; break }
                if known[next] { current = next; break }
                path.append(next)
                onPath[next] = true
                current = next
            }
            // The chain's end: a token typed before (then not on the path), or the path's last.
            let endKnown = known[current]
            let endsTyped =
                endKnown ? types[current] != nil : all[current].dtcgType != nil || all[current].shadeType != nil
            // With no type at its end, a chain's tokens are reported only when it ends at a value.
            let report =
                endKnown ? untyped[current] : !isCycle && DTCGExpressions.aliasName(all[current].value) == nil
            for place in path {
                onPath[place] = false
                known[place] = true
                if let shade = all[place].shadeType {
                    types.set(place, dtcg: nil, shade: shade)
                } else if endKnown {
                    types.copy(current, to: place)
                } else {
                    types.set(place, dtcg: all[current].dtcgType, shade: all[current].shadeType)
                }
                untyped[place] = !endsTyped && report
            }
        }
        for position in all.indices where types[position] == nil && untyped[position] {
            problems.append(
                DTCGProblem(
                    name: all[position].name, why: "no $type: neither its own, nor a group's, nor an alias's",
                    range: all[position].value.range, hint: "give the token or its group a \"$type\""))
        }
        // Aliases that form cycles are reported even when every token of the cycle has a type.
        // A chain once followed to its end holds no cycle: its tokens are not followed again.
        var reportedCycles: Set<String> = []
        var ends = [Bool](repeating: false, count: all.count)
        // Where each token of the chain being followed is in it (-1: not in it), reset after each.
        var places = [Int32](repeating: -1, count: all.count)
        for position in all.indices where all[position].shadeType == nil {
            guard targets[position] != nil else {
                ends[position] = true  // no alias: its chain ends here
                continue
            }
            var seen = [position], current = position
            places[position] = 0
            defer {
                for place in seen {
                    ends[place] = true
                    places[place] = -1
                }
            }
            while let next = targets[current] {
                if ends[next] { break }
                if places[next] >= 0 {
                    let start = Int(places[next])
                    let cycle = (seen[start...] + [next]).map { all[$0].name }
                    Self.report(cycle, at: all[next].value.range, once: &reportedCycles, problems: &problems)
                    types.set(position, dtcg: nil, shade: nil)
                    break
                }
                places[next] = Int32(seen.count)
                seen.append(next)
                current = next
            }
        }
        memberCycles(all, targets, reported: &reportedCycles, problems: &problems)
        return types
    }

    /// Reports the cycles that pass through an alias inside a composite (`"fontFamily":
    /// "{font.sans}"` in `font.sans` itself, or in a token that a chain of aliases leads back
    /// to): the Shade written for them would name itself. Whole-value chains are searched above;
    /// a cycle with a member's alias in it passes through a token that has one, and is searched
    /// from those, each token's uses followed once (a depth-first walk, kept on a list).
    private func memberCycles(
        _ all: [DTCGTokens.Token], _ targets: Targets, reported: inout Set<String>, problems: inout [DTCGProblem]
    ) {
        var members: [Int: [Int]] = [:]
        for position in all.indices where targets[position] == nil && all[position].shadeType == nil {
            var names: [String] = []
            Self.uses(all[position].value, into: &names)
            let places = names.compactMap { tokens.position(of: $0) }
            if !places.isEmpty { members[position] = places }
        }
        guard !members.isEmpty else { return }
        func uses(_ position: Int) -> [Int] { members[position] ?? targets[position].map { [$0] } ?? [] }
        var state = [UInt8](repeating: 0, count: all.count)  // 0: not reached, 1: on the path, 2: done
        for start in members.keys.sorted() where state[start] == 0 {
            var path: [(position: Int, uses: [Int], next: Int)] = [(start, uses(start), 0)]
            state[start] = 1
            while let top = path.last {
                guard top.next < top.uses.count else {
                    state[top.position] = 2
                    path.removeLast()
                    continue
                }
                let used = top.uses[top.next]
                path[path.count - 1].next += 1
                if state[used] == 0 {
                    state[used] = 1
                    path.append((used, uses(used), 0))
                } else if state[used] == 1, let from = path.firstIndex(where: { $0.position == used }) {
                    let cycle = path[from...].map { all[$0.position].name } + [all[used].name]
                    Self.report(cycle, at: all[used].value.range, once: &reported, problems: &problems)
                }
            }
        }
    }

    /// Reports the alias cycle `cycle` (its tokens' names, the first again at the end) at
    /// `range`, unless a cycle of the same tokens was reported already.
    private static func report(
        _ cycle: [String], at range: TextRange, once reported: inout Set<String>, problems: inout [DTCGProblem]
    ) {
        guard reported.insert(Set(cycle).sorted().joined(separator: " ")).inserted else { return }
        problems.append(
            DTCGProblem(
                name: cycle[cycle.count - 1], why: "alias cycle: " + cycle.map { "{\($0)}" }.joined(separator: " → "),
                range: range, hint: "give one of the tokens of the cycle a value instead of an alias"))
    }

    /// Reports every alias inside `node` that names no token.
    private func scan(_ node: JSONNode, in name: String, problems: inout [DTCGProblem]) {
        switch node.kind {
        case .string:
            guard let target = DTCGExpressions.aliasName(node), tokens.position(of: target) == nil,
                !leftOut.contains(target)
            else { return }
            if tokens.position(of: target + ".$root") != nil {
                problems.append(
                    DTCGProblem(
                        name: name, why: "the alias {\(target)} names a group, not a token", range: node.range,
                        hint: "a group's own token is its root: write {\(target).$root}",
                        suggestions: ["{\(target).$root}"]))
                return
            }
            problems.append(
                DTCGProblem(
                    name: name, why: "the alias {\(target)} names no token", range: node.range,
                    hint: "define the token it names, or name one that exists",
                    suggestions: Suggestions.closest(to: target, among: tokens.all.map(\.name)).map { "{\($0)}" }))
        case .object, .array: node.forEachChild { scan($0, in: name, problems: &problems) }
        default: break
        }
    }

    /// The names of the tokens `node` refers to, inside composites too.
    static func uses(_ node: JSONNode, into names: inout [String]) {
        switch node.kind {
        case .string: if let target = DTCGExpressions.aliasName(node) { names.append(target) }
        case .object, .array: node.forEachChild { uses($0, into: &names) }
        default: break
        }
    }
}

/// The token each token's whole-value alias names, by place (-1: none): four bytes a token.
private struct Targets {
    private let places: [Int32]

    /// The place `target` gives for each token, with no array of optionals between.
    /// `target` is given each token's value, read where it lies (a token handed over whole is a
    /// copy of every field).
    init(_ tokens: [DTCGTokens.Token], target: (JSONNode) -> Int?) {
        places = tokens.indices.map { Int32(truncatingIfNeeded: target(tokens[$0].value) ?? -1) }
    }

    subscript(position: Int) -> Int? {
        let place = places[position]
        return place < 0 ? nil : Int(place)
    }
}
