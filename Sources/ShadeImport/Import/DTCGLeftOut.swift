import ShadeCore
import ShadeSyntax

/// A token the import cannot hold: which, why, where, and what to do about it.
struct DTCGProblem {
    /// The token's name (its path joined with dots).
    var name: String
    /// Why, in the words of today's all-or-nothing error (`a: the alias {b} names no token`
    /// reads `name: why`).
    var why: String
    var range: TextRange
    /// What to do, one sentence.
    var hint: String
    var suggestions: [String] = []
}

/// The tokens the import leaves out (docs/dtcg.md, Errors and warnings): each problem's token, and
/// the tokens that depend on it through aliases, are dropped with one warning per problem, which
/// names the dependents once each. With `strict`, every problem is an error instead, as before.
struct DTCGLeftOut {
    /// The names left out, problems' tokens and their dependents.
    private(set) var names: Set<String> = []

    /// Reports `problems` and works out what depends on them. `dependencies` lists, for each
    /// token, the names its value refers to.
    init(
        _ problems: [DTCGProblem], dependencies: [(name: String, uses: [String])], strict: Bool,
        log: inout DiagnosticLog
    ) {
        guard !problems.isEmpty else { return }
        // One diagnostic per problem place and text: a group's unknown `$type` leaves out each of
        // its tokens, reported once.
        var order: [String] = []
        var grouped: [String: (problem: DTCGProblem, names: [String])] = [:]
        for problem in problems {
            let key = "\(problem.range.file):\(problem.range.start):\(problem.why)"
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: (problem, [])].names.append(problem.name)
        }
        if strict {
            for key in order {
                let (problem, names) = grouped[key]!
                log.error(
                    DiagnosticMessage(text: Self.subject(names) + problem.why), at: problem.range,
                    notes: [(problem.hint, nil)], suggestions: problem.suggestions)
            }
            return
        }
        var users: [String: [String]] = [:]
        for (name, uses) in dependencies {
            for used in uses { users[used, default: []].append(name) }
        }
        for key in order {
            let (problem, direct) = grouped[key]!
            // The dependents not yet named under an earlier problem.
            var dependents: [String] = []
            for name in direct { names.insert(name) }
            var queue = direct
            while let name = queue.popLast() {
                for user in users[name] ?? [] where names.insert(user).inserted {
                    dependents.append(user)
                    queue.append(user)
                }
            }
            var notes: [(String, TextRange?)] = [(problem.hint, nil)]
            if !dependents.isEmpty {
                notes.append(
                    ("left out with it, as they refer to it: " + dependents.sorted().joined(separator: ", "), nil))
            }
            log.warning(
                DiagnosticMessage(text: Self.subject(direct) + problem.why + "; left out"), at: problem.range,
                notes: notes, suggestions: problem.suggestions)
        }
    }

    /// `a: ` for one token, `a, b: ` for a few, `a, b and 3 more: ` past that.
    private static func subject(_ names: [String]) -> String {
        let shown = names.prefix(3).joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more: " : "\(shown): "
    }
}
