/// What a name can stand for.
enum SymbolKind: Hashable, Sendable {
    case token(Int)
    case group(Int)
    case function(Int)
}

/// A declared name in a namespace.
struct Symbol: Sendable {
    var kind: SymbolKind
    /// The declaration's name, for "first declared here" notes.
    var range: TextRange
    /// For `private` declarations: the namespace inside which the name may be used.
    var privateTo: Int?
}

/// A scope of names: the global scope, one per file (for its private top-level declarations),
/// and one per group.
struct Namespace: Sendable {
    /// The qualified name (`Semantic`, `A.B`); empty for the global and file scopes.
    var name: String
    /// The enclosing scope, nil for the global scope.
    var parent: Int?
    /// The file of a file scope or group.
    var file: Int32?
    var isFileScope: Bool
    var members = NameTable<Symbol>()
    /// For a group that is also a token (DTCG's `$root`: `color accent` beside `group accent`),
    /// the token: the group's name used as a value.
    var rootToken: Int?

    static let global = 0

    /// The member named `name`; an empty scope (most file scopes) answers without hashing.
    func lookup(_ name: String) -> Symbol? {
        members.isEmpty ? nil : members[name]
    }

    /// The qualified name of a member.
    func qualify(_ member: String) -> String {
        name.isEmpty ? member : name + "." + member
    }
}

/// A token as the checker knows it.
struct TokenEntry: Sendable {
    var name: String
    var declaredType: TypeAnnotation
    /// Where the value is written. The expression itself waits in ``Program/unboundTokenValues``
    /// until binding replaces it with `code`.
    var valueRange: TextRange
    var nameRange: TextRange
    var scope: Int
    /// False for private tokens and tokens inside private groups: never emitted.
    var isEmitted: Bool
    /// The `///` comment above the declaration.
    var description: String? = nil
    /// `@deprecated`'s text (empty when bare); nil for a token in good standing.
    var deprecation: String? = nil
    /// `@dtcg(…)`, when written.
    var dtcg: DTCGAnnotation? = nil
    /// True for a token that holds a component property's default or a style's value: never
    /// emitted as a token, and never reported as unused.
    var isStyleValue = false
    var code: Code?
    var type: StaticType?
    var mask = AxisMask.none
    /// True when the token or anything it depends on has an error; it has no values then.
    var isBroken = false
}

/// A `fn` as the checker knows it.
struct FunctionEntry: Sendable {
    var name: String
    var parameters: [Parameter]
    var result: TypeAnnotation
    var syntax: Expression
    var nameRange: TextRange
    var scope: Int
    var code: Code?
    var defaults: [Code?] = []
    var mask = AxisMask.none
    /// How deeply calls nest below this function (1 when it calls no other function).
    var height = 1
    /// How many calls one call of this function makes, itself included.
    var calls = 1
    /// `@deprecated`'s text (empty when bare); nil for a function in good standing.
    var deprecation: String? = nil
    var isBroken = false
}

/// An `assert` as the checker knows it.
struct AssertionEntry: Sendable {
    var syntax: Expression
    var message: String?
    var range: TextRange
    var scope: Int
    /// The component context it checks (`UINavigationBar in CNContactViewController`), for an
    /// assertion made from one that reads a component's properties.
    var context: String?
    var code: Code?
    var mask = AxisMask.none
    var isBroken = false
}
