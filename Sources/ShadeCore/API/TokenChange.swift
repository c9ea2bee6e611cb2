import ShadeSyntax

/// How one token changed after a definition.
public struct TokenChange: Hashable, Sendable {
    /// What happened to the token.
    public enum Kind: String, Hashable, Sendable {
        /// It did not exist before.
        case added
        /// Its value changed in at least one appearance.
        case changed
        /// It no longer exists.
        case removed
    }

    /// A value before and after, in one appearance.
    public struct Step: Hashable, Sendable {
        /// Where the value changed.
        public let appearance: Appearance
        /// The value before; nil for an added token.
        public let before: Value?
        /// The value after; nil for a removed token.
        public let after: Value?

        /// Each stored property, as given.
        package init(appearance: Appearance, before: Value?, after: Value?) {
            self.appearance = appearance
            self.before = before
            self.after = after
        }
    }

    /// The qualified token name.
    public let name: String
    /// Added, changed or removed.
    public let kind: Kind
    /// The appearances where the value differs (all selected ones for added and removed tokens).
    public let steps: [Step]

    /// Each stored property, as given.
    package init(name: String, kind: Kind, steps: [Step]) {
        self.name = name
        self.kind = kind
        self.steps = steps
    }
}
