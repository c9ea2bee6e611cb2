import ShadeCore
import ShadeSyntax

extension DTCGTokens {
    /// One token, as read: its value and metadata are places in the JSON read, not copies.
    package struct Token {
        /// The path of the group the token is written in: shared by the tokens of one group.
        package let scope: [String]
        /// The token's own name in its group (for a group's root token, the group's); nil only
        /// for a `$root` at the top level.
        package let last: String?
        /// The path joined with dots, as aliases name the token: a group's root token ends in
        /// `.$root` (`{accent.$root}`), as DTCG 2025.10 references it.
        package let name: String
        package var value: JSONNode
        /// The token's own object, which holds its `$description` and `$extensions`.
        var about: JSONNode?
        package var deprecated: JSONNode?
        /// The Shade type of a token that only Shade has (`string`, `bool`, `font`, …).
        var shadeType: String?
        // The one-byte fields last, side by side: a token of a large set takes 8 bytes less.
        /// The DTCG type, or for a token kept under `$extensions["dev.shade"]`, nil (see `shadeType`).
        private(set) var dtcgType: DTCGType?
        var isRoot = false
        /// Whether the token's object may hold a `$description` or `$extensions`: the writer
        /// searches only those objects.
        var hasNotes = true

        /// `scope` and `last` joined: the token's path.
        package var path: [String] { Self.path(scope: scope, last: last) }

        /// `scope` and `last` joined: the path of the token they name.
        static func path(scope: [String], last: String?) -> [String] { last.map { scope + [$0] } ?? scope }
        package var type: String? { dtcgType?.rawValue }
        package var description: String? { about?["$description"]?.string }
        package var extensions: JSONNode? { about?["$extensions"] }

        /// - Parameter name: `Token.name(scope:last:isRoot:)`, when the caller has it already.
        package init(
            name: String? = nil, scope: [String], last: String?, type: DTCGType? = nil, value: JSONNode,
            about: JSONNode? = nil, deprecated: JSONNode? = nil, shadeType: String? = nil, isRoot: Bool = false
        ) {
            self.scope = scope
            self.last = last
            self.name = name ?? Self.name(scope: scope, last: last, isRoot: isRoot)
            self.dtcgType = type
            self.value = value
            self.about = about
            self.deprecated = deprecated
            self.shadeType = shadeType
            self.isRoot = isRoot
        }

        /// The name of the token at `scope` and `last`: its path joined with dots.
        static func name(scope: [String], last: String?, isRoot: Bool) -> String {
            var name = scope.joined(separator: ".")
            if let last { name += name.isEmpty ? last : "." + last }
            if isRoot { name += name.isEmpty ? "$root" : ".$root" }
            return name
        }

        /// A token at `path` (a group's path for its root token).
        package init(
            path: [String], type: DTCGType? = nil, value: JSONNode, about: JSONNode? = nil,
            deprecated: JSONNode? = nil, shadeType: String? = nil, isRoot: Bool = false
        ) {
            self.init(
                scope: Array(path.dropLast()), last: path.last, type: type, value: value, about: about,
                deprecated: deprecated, shadeType: shadeType, isRoot: isRoot)
        }
    }
}
