import ShadeSyntax

/// What a name can stand for.
package enum SymbolKind: Hashable, Sendable {
    case token(Int)
    case group(Int)
    case function(Int)
}

/// A declared name in a namespace: 24 bytes, so that a scope's table keeps each name and its
/// symbol in 40 (a large theme's lookups land at random there, and wait for memory:
/// docs/performance.md, "A symbol in 24 bytes").
package struct Symbol: Sendable {
    /// The declaration's name, for "first declared here" notes.
    package var range: TextRange
    /// What ``kind`` stands for: the token's, group's or function's index.
    private var index: Int32
    /// For `private` declarations, the namespace inside which the name may be used; −1 for none.
    private var owner: Int32
    /// Which case of ``SymbolKind`` this is: 0 token, 1 group, 2 function.
    private var form: UInt8
    /// For an `internal` declaration, or one inside an internal group: visible to every file of
    /// the theme, never emitted.
    package var isInternal = false

    /// A symbol for `kind`, declared at `range`, private to namespace `privateTo` when given.
    package init(kind: SymbolKind, range: TextRange, privateTo: Int? = nil) {
        self.range = range
        switch kind {
        case let .token(index): (form, self.index) = (0, Int32(index))
        case let .group(index): (form, self.index) = (1, Int32(index))
        case let .function(index): (form, self.index) = (2, Int32(index))
        }
        owner = privateTo.map(Int32.init) ?? -1
    }

    /// What the name stands for.
    package var kind: SymbolKind {
        switch form {
        case 0: .token(Int(index))
        case 1: .group(Int(index))
        default: .function(Int(index))
        }
    }

    /// For `private` declarations: the namespace inside which the name may be used.
    package var privateTo: Int? { owner < 0 ? nil : Int(owner) }
}

/// A scope of names: the global scope, one per file (for its private top-level declarations),
/// and one per group.
package struct Namespace: Sendable {
    /// The qualified name (`Semantic`, `A.B`); empty for the global and file scopes.
    package var name: String
    /// The enclosing scope, nil for the global scope.
    package var parent: Int?
    /// The file of a file scope or group.
    package var file: Int32?
    package var isFileScope: Bool
    package var members = NameTable<Symbol>()
    /// For a group that is also a token (DTCG's `$root`: `color accent` beside `group accent`),
    /// the token: the group's name used as a value.
    package var rootToken: Int?
    /// For a later opening of a group (`group fgColor { … }` again, in this file or another), the
    /// group's first opening, which holds the members of all (docs/language.md, Groups), and
    /// where this opening names the group. The opening keeps its own place in its file, so its
    /// members see that file's private names.
    package var opening: (group: Int, nameRange: TextRange)?
    /// For a group declared `internal`, or inside an internal group.
    package var isInternal = false

    /// The namespace that holds this one's members: the group's first opening, or itself.
    package func holder(_ index: Int) -> Int { opening?.group ?? index }

    package static let global = 0

    /// The member named `name`; an empty scope (most file scopes) answers without hashing.
    package func lookup(_ name: String) -> Symbol? {
        members.isEmpty ? nil : members[name]
    }

    /// The member named `key.name`, without hashing the name again.
    package func lookup(_ key: NameKey) -> Symbol? {
        members[key]
    }

    /// The qualified name of a member.
    package func qualify(_ member: String) -> String {
        name.isEmpty ? member : name + "." + member
    }
}

/// A token as the checker knows it.
package struct TokenEntry: Sendable {
    package var name: String
    package var declaredType: TypeAnnotation
    /// Where the value is written. The expression itself waits in ``Program/unboundTokenValues``
    /// until binding replaces it with the token's code (``Program/tokenCodes``).
    package var valueRange: TextRange
    package var nameRange: TextRange
    package var scope: Int
    /// False for private and internal tokens and tokens inside private or internal groups: never emitted.
    package var isEmitted: Bool
    /// True for an internal token (docs/language.md, Internal): never emitted, shown by `eval --internal`.
    package var isInternal = false
    /// What few tokens have (a comment, `@deprecated`, `@dtcg(…)`, a `when` block), out of line:
    /// nil for most tokens, so that each of a large theme's entries is 8 bytes there instead of
    /// about 90. Replaced whole when one of them changes (``TokenExtras``).
    private var extras: TokenExtras?
    /// The `///` comment above the declaration.
    package var description: String? {
        get { extras?.notes?.description }
        set { extras = TokenExtras.with(extras, notes: DeclarationNotes.with(extras?.notes, description: newValue)) }
    }
    /// `@deprecated`'s text (empty when bare); nil for a token in good standing.
    package var deprecation: String? {
        get { extras?.notes?.deprecation }
        set { extras = TokenExtras.with(extras, notes: DeclarationNotes.with(extras?.notes, deprecation: newValue)) }
    }
    /// `@dtcg(…)`, when written.
    package var dtcg: DTCGAnnotation? {
        get { extras?.notes?.dtcg }
        set { extras = TokenExtras.with(extras, notes: DeclarationNotes.with(extras?.notes, dtcg: newValue)) }
    }
    /// True for a token that holds a component property's default or a style's value: never
    /// emitted as a token, and never reported as unused.
    package var isStyleValue = false
    package var type: StaticType?
    package var mask = AxisMask.none
    /// True when the token or anything it depends on has an error; it has no values then.
    package var isBroken = false
    /// Where the token exists, when it was declared in a `when` block; nil: everywhere.
    package var presence: TokenPresence? {
        get { extras?.presence }
        set {
            extras = TokenExtras.with(extras, presence: newValue)
            isPartial = newValue != nil
        }
    }
    /// `presence != nil`, as a flag evaluation reads without touching the presence's arrays.
    package private(set) var isPartial = false

    /// Each stored property, as given.
    package init(
        name: String, declaredType: TypeAnnotation, valueRange: TextRange, nameRange: TextRange, scope: Int,
        isEmitted: Bool, notes: DeclarationNotes? = nil, isStyleValue: Bool = false,
        type: StaticType? = nil, mask: AxisMask = AxisMask.none,
        isBroken: Bool = false
    ) {
        self.name = name
        self.declaredType = declaredType
        self.valueRange = valueRange
        self.nameRange = nameRange
        self.scope = scope
        self.isEmitted = isEmitted
        extras = TokenExtras.with(nil, notes: notes)
        self.isStyleValue = isStyleValue
        self.type = type
        self.mask = mask
        self.isBroken = isBroken
    }
}

/// A token's rare fields, in one immutable box that entries share until one of them changes:
/// its declaration's notes (the declaration's own box) and where it exists.
final class TokenExtras: Sendable {
    let notes: DeclarationNotes?
    let presence: TokenPresence?

    private init(notes: DeclarationNotes?, presence: TokenPresence?) {
        self.notes = notes
        self.presence = presence
    }

    /// `old`'s fields with those given replaced (an argument left out keeps `old`'s); nil when
    /// none is set, as for most tokens.
    static func with(
        _ old: TokenExtras?, notes: DeclarationNotes?? = nil, presence: TokenPresence?? = nil
    ) -> TokenExtras? {
        let notes = notes ?? old?.notes
        let presence = presence ?? old?.presence
        guard notes != nil || presence != nil else { return nil }
        return TokenExtras(notes: notes, presence: presence)
    }
}

/// A `fn` as the checker knows it.
package struct FunctionEntry: Sendable {
    package var name: String
    package var parameters: [Parameter]
    package var result: TypeAnnotation
    /// The body, in ``nodes``.
    package var body: ExpressionID
    /// The body's and the parameters' defaults' expressions: kept as long as the function, since
    /// each call binds the defaults it leaves out.
    package var nodes: ExpressionNodes
    package var nameRange: TextRange
    package var scope: Int
    package var code: CodeID?
    package var defaults: [CodeID?] = []
    package var mask = AxisMask.none
    /// How deeply calls nest below this function (1 when it calls no other function).
    package var height = 1
    /// How many calls one call of this function makes, itself included.
    package var calls = 1
    /// `@deprecated`'s text (empty when bare); nil for a function in good standing.
    package var deprecation: String? = nil
    package var isBroken = false
}

/// An `assert` as the checker knows it.
package struct AssertionEntry: Sendable {
    /// The condition, in its file's expressions (``Program/syntax``) until binding.
    package var syntax: ExpressionID
    package var message: String?
    package var range: TextRange
    package var scope: Int
    /// The component context it checks (`UINavigationBar in CNContactViewController`), for an
    /// assertion made from one that reads a component's properties.
    package var context: String?
    package var code: CodeID?
    package var mask = AxisMask.none
    package var isBroken = false
}
