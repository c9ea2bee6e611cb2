/// What an editor offers for a name being typed, and what it shows about a name: the theme's
/// own names in scope, members after a dot, built-ins with their signatures.
package struct NameCompletion: Hashable, Sendable {
    /// What a completed name stands for.
    public enum Kind: String, Hashable, Sendable {
        /// A token of the theme.
        case token
        /// A group of the theme (or a component, whose properties follow a dot).
        case group
        /// A user function, a built-in one or a host function.
        case function
        /// A color of the system palette.
        case systemColor
        /// An appearance's axis value after a token (`accent.dark`).
        case appearance
        /// A property of a component (`UIButton.tintColor`), or a member of a value (`title.size`,
        /// `accent.alpha`, `accent.oklch`).
        case field
        /// A keyword, a type name or a built-in condition (`dark`).
        case keyword
        /// A parameter of the function whose body is being written.
        case parameter
    }

    /// Creates a completion.
    public init(label: String, kind: Kind, detail: String?) {
        self.label = label
        self.kind = kind
        self.detail = detail
    }

    /// The text to insert: a member name after a dot, else a whole name.
    public let label: String
    /// What it stands for.
    public let kind: Kind
    /// A signature, a type or an appearance's axis, when there is one to show.
    public let detail: String?
}

/// The completions at a place in text: where the name being typed starts and what it can become.
package struct CompletionAnswer: Hashable, Sendable {
    /// The UTF-8 offset where the dotted name being typed starts (`Semantic.ba` as a whole).
    package var start: Int
    /// What comes before the name's last dot (`Semantic` for `Semantic.ba`); nil without a dot.
    package var base: String?
    /// What the part after the last dot (the whole name without a dot) can become: the
    /// parameters in scope first, then the members of the enclosing groups, then the top level.
    package var items: [NameCompletion]
}
