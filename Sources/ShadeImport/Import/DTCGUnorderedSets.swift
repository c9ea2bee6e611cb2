import ShadeCore
import ShadeSyntax

extension DTCGTokens {
    /// Brings in, from sets a resolver's resolution order leaves out, the tokens that the tokens
    /// here (and those of `variants`) refer to but that are not here, and what those refer to in
    /// turn; one warning per set used, naming its tokens brought in.
    mutating func addReferenced(
        from sets: [(name: String, tokens: DTCGTokens, range: TextRange)], variants: [DTCGTokens],
        log: inout DiagnosticLog
    ) {
        guard !sets.isEmpty else { return }
        var wanted: [String] = []
        for tokens in [self] + variants {
            for token in tokens.all { DTCGAliasCheck.uses(token.value, into: &wanted) }
        }
        var brought = sets.map { _ in [String]() }
        while let name = wanted.popLast() {
            guard self[name] == nil, let place = sets.firstIndex(where: { $0.tokens[name] != nil }),
                let token = sets[place].tokens[name]
            else { continue }
            replace(token)
            brought[place].append(name)
            DTCGAliasCheck.uses(token.value, into: &wanted)
        }
        for (set, names) in zip(sets, brought) where !names.isEmpty {
            log.warning(
                DiagnosticMessage(
                    text: "the set '\(set.name)' is not in \"resolutionOrder\"; the tokens of it that others refer"
                        + " to are imported: " + names.sorted().joined(separator: ", ")),
                at: set.range,
                notes: [("add the set to \"resolutionOrder\" if it belongs to the theme", nil)])
        }
    }
}
