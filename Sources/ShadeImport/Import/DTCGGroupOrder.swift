/// The order tokens are written in: file order, except that the tokens of one group stay
/// together where the group first appears, so that a group whose tokens come from several sets or
/// files is written once (`group theme { … }`, not two blocks of that name).
enum DTCGGroupOrder {
    /// The places of `tokens`, groups kept together.
    static func order(_ tokens: [DTCGTokens.Token]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(tokens.count)
        place(Array(tokens.indices), depth: 0, of: tokens, into: &out)
        return out
    }

    /// Places tokens whose paths agree up to `depth`: a token at this depth where it comes, a
    /// group's tokens all where its first token comes.
    private static func place(_ indices: [Int], depth: Int, of tokens: [DTCGTokens.Token], into out: inout [Int]) {
        // Items in first-appearance order: a token (its place) or a group (its name).
        var items: [(token: Int?, group: String?)] = []
        var groups: [String: [Int]] = [:]
        for index in indices {
            let path = tokens[index].path
            guard path.count > depth + 1 else {
                items.append((index, nil))
                continue
            }
            let name = path[depth]
            if groups[name] == nil { items.append((nil, name)) }
            groups[name, default: []].append(index)
        }
        for item in items {
            if let token = item.token {
                out.append(token)
            } else if let name = item.group, let members = groups[name] {
                place(members, depth: depth + 1, of: tokens, into: &out)
            }
        }
    }
}
