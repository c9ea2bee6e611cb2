/// What an EBNF term can be matched against: a sequence of characters or of tokens.
protocol EBNFInput {
    var count: Int { get }
    /// Where the terminal `text` ends when it starts at `position`, or nil if it is not there.
    func end(ofTerminal text: String, at position: Int) -> Int?
    /// Where the special sequence ends when it starts at `position`, or nil.
    func end(ofSpecial special: EBNFSpecial, at position: Int) -> Int?
    /// Where rule `name` ends when it is matched as one unit of input (a token class), or nil.
    /// Only asked about the matcher's atomic rules.
    func end(ofAtomicRule name: String, at position: Int) -> Int?
}

/// Matches EBNF terms with their exact, context-free meaning: every term yields the set of all
/// positions where a match starting at a given position can end, so alternatives are unordered,
/// repetitions are not greedy, and `a - b` removes exactly the spans `b` also matches.
/// Results for named rules are memoized per position (as in a packrat parser), which keeps it
/// polynomial; the grammar must not be left-recursive.
struct EBNFMatcher<Input: EBNFInput> {
    let grammar: EBNFGrammar
    let input: Input
    /// Rules matched as one unit by the input instead of being expanded.
    let atomicRules: Set<String>
    /// The farthest position any match reached, to point at a rejection.
    private(set) var farthest = 0
    private var memo: [MemoKey: Set<Int>] = [:]

    private struct MemoKey: Hashable {
        var rule: String
        var position: Int
    }

    init(grammar: EBNFGrammar, input: Input, atomicRules: Set<String> = []) {
        self.grammar = grammar
        self.input = input
        self.atomicRules = atomicRules
    }

    /// Whether rule `name` matches the whole input.
    mutating func matchesWhole(rule name: String) -> Bool {
        ends(ofRule: name, at: 0).contains(input.count)
    }

    /// All positions where rule `name`, started at `position`, can end.
    mutating func ends(ofRule name: String, at position: Int) -> Set<Int> {
        if atomicRules.contains(name) { return reached(input.end(ofAtomicRule: name, at: position)) }
        let key = MemoKey(rule: name, position: position)
        if let known = memo[key] { return known }
        guard let body = grammar.rules[name] else { return [] }
        memo[key] = []  // stops left recursion from looping; the grammar has none
        let result = ends(of: body, at: position)
        memo[key] = result
        return result
    }

    /// All positions where `term`, started at `position`, can end.
    mutating func ends(of term: EBNFTerm, at position: Int) -> Set<Int> {
        switch term {
        case let .terminal(text):
            return reached(input.end(ofTerminal: text, at: position))
        case let .special(special):
            return reached(input.end(ofSpecial: special, at: position))
        case let .reference(name):
            return ends(ofRule: name, at: position)
        case let .sequence(terms):
            return terms.reduce([position]) { starts, term in continuing(starts, with: term) }
        case let .choice(terms):
            return terms.reduce(into: []) { $0.formUnion(ends(of: $1, at: position)) }
        case let .optional(inner):
            return ends(of: inner, at: position).union([position])
        case let .repeated(count, inner):
            return (0..<count).reduce([position]) { starts, _ in continuing(starts, with: inner) }
        case let .repetition(inner):
            var all: Set<Int> = [position]
            var pending = [position]
            while let start = pending.popLast() {
                for end in ends(of: inner, at: start) where all.insert(end).inserted {
                    pending.append(end)
                }
            }
            return all
        case let .exception(inner, except):
            return ends(of: inner, at: position).subtracting(ends(of: except, at: position))
        }
    }

    /// The ends of `term` started at each of `starts`.
    private mutating func continuing(_ starts: Set<Int>, with term: EBNFTerm) -> Set<Int> {
        starts.reduce(into: Set<Int>()) { $0.formUnion(ends(of: term, at: $1)) }
    }

    private mutating func reached(_ end: Int?) -> Set<Int> {
        guard let end else { return [] }
        farthest = max(farthest, end)
        return [end]
    }
}

/// Text as Unicode scalars, for the lexical rules.
struct EBNFCharacters: EBNFInput {
    let scalars: [Unicode.Scalar]

    var count: Int { scalars.count }

    func end(ofTerminal text: String, at position: Int) -> Int? {
        var end = position
        for scalar in text.unicodeScalars {
            guard end < scalars.count, scalars[end] == scalar else { return nil }
            end += 1
        }
        return end
    }

    func end(ofSpecial special: EBNFSpecial, at position: Int) -> Int? {
        guard position < scalars.count else { return nil }
        switch special {
        case .anyCharacter: return position + 1
        case let .scalar(scalar): return scalars[position] == scalar ? position + 1 : nil
        }
    }

    func end(ofAtomicRule name: String, at position: Int) -> Int? { nil }
}
