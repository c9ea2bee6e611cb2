import ShadeCore
import ShadeSyntax

/// A group of the exported theme: its tokens and subgroups, in declaration order.
package struct ExportGroup: Sendable {
    /// The group's own name; empty for the theme's top level.
    package let name: String
    /// The qualified name (`Brand.Accent`); empty for the theme's top level.
    package let path: String
    /// Where its first token is declared.
    package private(set) var location: Diagnostic.Location?
    /// Tokens and subgroups in the order they first appear.
    package private(set) var members: [Member] = []
    /// Where each subgroup is in `members`.
    private var groupPositions: [String: Int] = [:]

    /// A reference either way, 8 bytes: a group in place made every member as large as a
    /// group (120 bytes), and the members of a 100,000-token theme's top level 12 MB.
    package enum Member: Sendable {
        case token(ExportedToken)
        indirect case group(ExportGroup)
    }

    package init(name: String = "", path: String = "") {
        self.name = name
        self.path = path
    }

    /// Nests `tokens` by their group path.
    package init(_ tokens: [ExportedToken]) {
        self.init()
        members.reserveCapacity(tokens.count)
        for token in tokens {
            // A top-level token needs no path split into segments: its own name is its whole name
            // (compared by length, which a native string keeps).
            guard token.isGroupRoot || token.shortName.utf8.count != token.name.utf8.count else {
                if location == nil { location = token.location }
                members.append(.token(token))
                continue
            }
            insert(token, at: token.path.dropLast())
        }
    }

    private mutating func insert(_ token: ExportedToken, at groups: ArraySlice<String>) {
        if location == nil { location = token.location }
        guard let first = groups.first else { return members.append(.token(token)) }
        guard let position = groupPositions[first], case var .group(group) = members[position] else {
            var group = ExportGroup(name: first, path: path.isEmpty ? first : path + "." + first)
            group.insert(token, at: groups.dropFirst())
            groupPositions[first] = members.count
            return members.append(.group(group))
        }
        members[position] = .token(token)  // drops the array's reference, so the group changes in place
        group.insert(token, at: groups.dropFirst())
        members[position] = .group(group)
    }

    /// The tokens of this group and its subgroups, depth first.
    var allTokens: [ExportedToken] {
        members.flatMap { member -> [ExportedToken] in
            switch member {
            case let .token(token): [token]
            case let .group(group): group.allTokens
            }
        }
    }
}
