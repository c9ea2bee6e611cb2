import ShadeSyntax

/// The messages about components and styles (docs/language.md, Components and styles), and listed appearances.
extension DiagnosticMessage {
    static let schemeNotExtensible = Self(
        text:
            "the scheme axis is light and dark, as every platform's; declare another axis for more (axis dim { off, "
            + "dimmed })"
    )
    static let contrastExtensionKeepsBuiltins = Self(
        text:
            "an extended contrast axis keeps 'normal' first (its default) and 'high': axis contrast { normal, medium, "
            + "high }"
    )
    static let overridesNotAtTop = Self(
        text:
            "a 'when' block inside a group only declares tokens; override tokens at the top level, naming them by "
            + "their qualified names")
    static func overrideType(_ token: String, declared: String, found: String) -> Self {
        Self(text: "'\(token)' is declared as \(declared), but this override is \(found)")
    }
    static func overrideUnknownToken(_ name: String) -> Self { Self(text: "no token named '\(name)' to override") }
    static func overrideConditionAxisTwice(_ axis: String) -> Self {
        Self(text: "this 'when' gives axis '\(axis)' two values: it could never hold")
    }
    static func overrideTwice(_ token: String) -> Self { Self(text: "'\(token)' is overridden twice in this block") }
    static func overridesDisagree(_ token: String, first: String, second: String, both: String) -> Self {
        Self(
            text:
                "'\(token)' has two equally specific overrides, 'when \(first)' and 'when \(second)', that both hold "
                + "in \(both): the later one wins there; list all the values (when "
                + "\(both.split(separator: "-").joined(separator: ", "))) to say which"
        )
    }
    static let appearancesNotAtTop = Self(text: "'appearances' is declared at the top level, not inside a group")
    static let appearancesRepeated = Self(text: "a theme lists its appearances once")
    static func unknownAppearanceValue(_ name: String) -> Self {
        Self(text: "'\(name)' is no value of any axis; an appearance is axis values joined by '-' (dark-high)")
    }
    static func appearanceAxisTwice(_ name: String, axis: String) -> Self {
        Self(text: "appearance '\(name)' gives axis '\(axis)' two values")
    }
    static func appearanceListedTwice(_ name: String) -> Self { Self(text: "appearance '\(name)' is listed twice") }
    static func defaultAppearanceNotListed(_ name: String) -> Self {
        Self(
            text:
                "the appearances must include '\(name)', every axis at its default: it is what an app shows when "
                + "nothing is chosen, and what an unlisted combination falls back to"
        )
    }
    static func resetWithoutContainers(_ component: String) -> Self {
        Self(
            text:
                "'reset' needs containers ('style \(component) in CONTAINER { reset }'): outside them, a property the "
                + "app does not style already shows the platform default"
        )
    }
    static let componentNotAtTop = Self(text: "components and styles are declared at the top level, not inside a group")
    static func unknownComponent(_ name: String) -> Self {
        Self(text: "no component named '\(name)'; declare it with 'component \(name) { … }'")
    }
    package static func unknownProperty(_ property: String, of component: String) -> Self {
        Self(text: "component '\(component)' has no property '\(property)'")
    }
    static func propertyRepeated(_ property: String) -> Self {
        Self(text: "property '\(property)' is set twice in this style")
    }
    static func styleRepeated(_ context: String) -> Self { Self(text: "\(context) is styled twice") }
    static func containerRepeated(_ container: String) -> Self {
        Self(text: "container '\(container)' is listed twice in this style")
    }
    static func assertionMixesComponents(_ first: String, _ second: String) -> Self {
        Self(
            text:
                "this assertion reads properties of both '\(first)' and '\(second)': an assertion checks one "
                + "component, in each of its contexts"
        )
    }
    static func componentPropertyOutsideAssertion(_ component: String) -> Self {
        Self(
            text:
                "the properties of component '\(component)' differ per context: they can be read in assertions, which "
                + "are checked in every context"
        )
    }
}
