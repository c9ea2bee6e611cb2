/// The syntax tree of one source file.
package struct SyntaxTree: Sendable {
    package var file: Int32
    package var declarations: [Declaration]
    /// Every expression of the file but the functions' (which have their own).
    package var nodes: ExpressionNodes

    /// Each stored property, as given.
    package init(file: Int32, declarations: [Declaration], nodes: ExpressionNodes) {
        self.file = file
        self.declarations = declarations
        self.nodes = nodes
    }

    /// The path of declaration `index` and its range, when it is an `import`. Read in place:
    /// looking at each declaration of a large file copies none of them.
    package func importFile(at index: Int) -> (path: String, range: TextRange)? {
        declarations.withUnsafeBufferPointer { declarations in
            guard case let .importFile(path, range) = declarations[index].kind else { return nil }
            return (path, range)
        }
    }
}

/// A parameter of a `fn`.
package struct Parameter: Sendable {
    package var name: String
    package var nameRange: TextRange
    package var type: TypeAnnotation
    /// In the function's own ``ExpressionNodes``.
    package var defaultValue: ExpressionID?

    /// Each stored property, as given.
    package init(name: String, nameRange: TextRange, type: TypeAnnotation, defaultValue: ExpressionID?) {
        self.name = name
        self.nameRange = nameRange
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A top-level or group-level declaration.
package struct Declaration: Sendable {
    package var kind: DeclarationKind
    package var range: TextRange
    /// The range of the `private` keyword, when present.
    package var privateRange: TextRange?
    /// What few declarations have, out of line: a large theme's declarations stay small (its
    /// array of 100,000 declarations took 28 MB with these fields in place).
    package private(set) var notes: DeclarationNotes?
    /// True after the contextual word `internal`: visible to every file of the theme, never
    /// emitted (docs/language.md, Internal). A flag, not a range: it fits in the declaration's
    /// padding.
    package var isInternal = false

    package var isPrivate: Bool { privateRange != nil }

    /// The `///` lines directly above the declaration, when there are any.
    package var description: String? {
        get { notes?.description }
        set { notes = DeclarationNotes.with(notes, description: newValue) }
    }

    /// `@deprecated("use X")`: the text (empty for a bare `@deprecated`), when the declaration has it.
    package var deprecation: String? {
        get { notes?.deprecation }
        set { notes = DeclarationNotes.with(notes, deprecation: newValue) }
    }

    /// `@dtcg(…)`: what the token keeps for the Design Tokens format, when written.
    package var dtcg: DTCGAnnotation? {
        get { notes?.dtcg }
        set { notes = DeclarationNotes.with(notes, dtcg: newValue) }
    }

    /// Each stored property, as given.
    package init(
        kind: DeclarationKind, range: TextRange, privateRange: TextRange? = nil, description: String? = nil,
        deprecation: String? = nil, dtcg: DTCGAnnotation? = nil, isInternal: Bool = false
    ) {
        self.kind = kind
        self.range = range
        self.privateRange = privateRange
        self.notes = DeclarationNotes.with(nil, description: description, deprecation: deprecation, dtcg: dtcg)
        self.isInternal = isInternal
    }
}

/// A declaration's description and annotations, kept out of line (see ``Declaration``), and
/// shared with the token it declares (the checker's entry holds the same box). A pass
/// over many declarations in another module reads ``Declaration/notes`` (a stored property)
/// rather than the computed ones: a getter called across modules is handed a copy of the whole
/// declaration.
package final class DeclarationNotes: Sendable {
    package let description: String?
    package let deprecation: String?
    package let dtcg: DTCGAnnotation?

    private init(description: String?, deprecation: String?, dtcg: DTCGAnnotation?) {
        self.description = description
        self.deprecation = deprecation
        self.dtcg = dtcg
    }

    /// `notes` with the fields given changed (an argument left out keeps `notes`'s); nil when
    /// nothing is left, as for most declarations and tokens.
    package static func with(
        _ notes: DeclarationNotes?, description: String?? = .none, deprecation: String?? = .none,
        dtcg: DTCGAnnotation?? = .none
    ) -> DeclarationNotes? {
        let description = description ?? notes?.description
        let deprecation = deprecation ?? notes?.deprecation
        let dtcg = dtcg ?? notes?.dtcg
        guard description != nil || deprecation != nil || dtcg != nil else { return nil }
        return DeclarationNotes(description: description, deprecation: deprecation, dtcg: dtcg)
    }
}

/// The forms of a declaration. The rare large ones are boxed: a token, the common case, is
/// stored in place.
package enum DeclarationKind: Sendable {
    /// `TYPE NAME = EXPR`.
    case token(type: TypeAnnotation, name: String, nameRange: TextRange, value: ExpressionID)
    /// `group NAME { … }`.
    indirect case group(name: String, nameRange: TextRange, members: [Declaration])
    /// `fn NAME(PARAMS) -> TYPE = EXPR`. The body and the parameters' defaults are in the
    /// function's own nodes, which outlive the file's: a call binds the defaults where it is.
    indirect case function(
        name: String, nameRange: TextRange, parameters: [Parameter], result: TypeAnnotation, body: ExpressionID,
        nodes: ExpressionNodes)
    /// `import "PATH"`.
    case importFile(path: String, pathRange: TextRange)
    /// `assert EXPR [, "MESSAGE"]`; `context` names the component context it was made for,
    /// when it reads a component's properties.
    indirect case assertion(condition: ExpressionID, message: String?, context: String? = nil)
    /// `axis NAME { VALUE, … }`: a declared appearance axis; the first value is its default.
    indirect case axis(name: String, nameRange: TextRange, values: [(name: String, range: TextRange)])

    /// `appearances { light, dark, dark-dimmed }`: the combinations of axis values the theme has,
    /// each as its value names (`["dark", "dimmed"]`).
    indirect case appearances([(names: [String], range: TextRange)])
    /// `when VALUE, … { NAME = EXPR … }`: other values for tokens where all the axis values hold.
    indirect case overrides(OverrideBlock)
    /// `component NAME { TYPE PROPERTY = DEFAULT … }`: a platform component's properties and
    /// their platform defaults (docs/language.md, Components and styles).
    indirect case component(name: String, nameRange: TextRange, properties: [ComponentProperty])
    /// `style COMPONENT [in CONTAINER, …] { PROPERTY = EXPR … reset }`.
    indirect case style(StyleDeclaration)

    /// Whether `internal` may be written before it: a group, a function or a token. Read
    /// without binding a payload, so nothing the declaration holds is copied.
    package var takesInternal: Bool {
        switch self {
        case .group, .function, .token: true
        default: false
        }
    }

    /// The declared name, for declarations that have one.
    package var name: (String, TextRange)? {
        switch self {
        case let .token(_, name, range, _), let .group(name, range, _), let .function(name, range, _, _, _, _),
            let .axis(name, range, _), let .component(name, range, _):
            (name, range)
        case .importFile, .assertion, .style, .appearances, .overrides:
            nil
        }
    }
}

/// `when dark, dimmed { fgColor.muted = base.gray.9 }` (docs/language.md, Overrides).
package struct OverrideBlock: Sendable {
    /// The axis values that must all hold, as written.
    package var conditions: [(name: String, range: TextRange)]
    package var assignments: [OverrideAssignment]
    /// `color highlight = …` in the block: tokens that exist only where the block holds
    /// (docs/language.md, Tokens of some appearances).
    package var declarations: [Declaration] = []
}

/// `fgColor.muted = EXPR` inside a `when` block: the token's qualified name and its value there.
package struct OverrideAssignment: Sendable {
    package var path: [String]
    package var pathRange: TextRange
    package var value: ExpressionID
}

/// A property of a `component`: `color tintColor = systemBlue`.
package struct ComponentProperty: Sendable {
    package var type: TypeAnnotation
    package var name: String
    package var nameRange: TextRange
    /// What the platform shows when nothing customizes the property.
    package var defaultValue: ExpressionID
}

/// `style COMPONENT [in CONTAINER, …] { … }`: a customization of a component, everywhere or
/// inside containers (nearest first, as `appearance(whenContainedInInstancesOf:)` lists them).
package struct StyleDeclaration: Sendable {
    package var component: String
    package var componentRange: TextRange
    package var containers: [(name: String, range: TextRange)]
    package var assignments: [StyleAssignment]
    /// Where `reset` is written, when it is: every property the block does not set takes the
    /// component's default instead of a less specific style's value.
    package var resetRange: TextRange?
}

/// `PROPERTY = EXPR` inside a style.
package struct StyleAssignment: Sendable {
    package var name: String
    package var nameRange: TextRange
    package var value: ExpressionID
}
