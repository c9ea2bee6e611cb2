import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

/// The navigation-bar example (docs/language.md, Components and styles), typed into a session a declaration at a time.
let navigationBarEntries = [
    "color brand = dynamic(light: #1f7a3a, dark: #30d158)",
    """
    component UINavigationBar {
      color barTintColor = systemBackground
      color tintColor    = systemBlue
      font  titleFont    = font("SF Pro Text", 17pt, weight: semibold)
    }
    """,
    """
    style UINavigationBar {
      barTintColor = systemGreen
      tintColor    = systemGreen
      titleFont    = font("Marker Felt", 24pt)
    }
    """,
    "style UINavigationBar in CNContactViewController { reset }",
    "style UINavigationBar in SettingsController { tintColor = label }"
]

/// A session holding the navigation-bar example, every entry accepted.
func navigationBarSession() -> ThemeSession {
    var session = ThemeSession()
    for entry in navigationBarEntries {
        let update = session.define(entry)
        #expect(update.succeeded, "\(update.diagnostics.map(\.message))")
    }
    return session
}

extension ThemeSession {
    /// One property's values in one context, as `appearance value` strings.
    func styleValues(_ property: String, in containers: [String] = []) -> [String] {
        let (appearances, styles) = self.styles()
        guard let style = styles.first(where: { $0.context == containers }),
            let token = style.properties.first(where: { $0.name == property })
        else { return [] }
        return zip(appearances, token.values).map { "\($0.name) \($1)" }
    }
}

@Suite struct StyleSessionTests {
    @Test(arguments: [
        ("component UINavigationBar {", true), ("style UINavigationBar {", true),
        ("style UINavigationBar in A {", true),
        ("component", false), ("style", false), ("component + 1", false), ("style x", false), ("component x", false)
    ])
    func componentsAndStylesAreDeclarations(input: String, isDeclaration: Bool) {
        #expect(SessionInput.isDeclaration(input) == isDeclaration)
    }

    @Test func typedComponentsAndStylesResolvePerContext() {
        let session = navigationBarSession()
        let (_, styles) = session.styles()
        #expect(
            styles.map(\.title) == [
                "UINavigationBar (plain style)", "UINavigationBar in CNContactViewController",
                "UINavigationBar in SettingsController"
            ])
        #expect(session.styleValues("tintColor") == ["light #34c759", "dark #30d158"])
        #expect(session.styleValues("tintColor", in: ["CNContactViewController"]) == ["light #007aff", "dark #0a84ff"])
        #expect(session.styleValues("tintColor", in: ["SettingsController"]) == ["light #000000", "dark #ffffff"])
    }

    @Test func theValuesOfStylesAreNeitherTokensNorCounted() throws {
        let session = navigationBarSession()
        #expect(try session.table().get().tokens.map(\.name) == ["brand"])
        #expect(session.tokenCount == 1)
        let complete = { (line: String) in
            Completer(session: session).complete(line: line, cursor: line.utf8.count).candidates
        }
        #expect(complete("UINav") == ["UINavigationBar."])
        #expect(
            complete("UINavigationBar.ti") == [
                "UINavigationBar.tintColor", "UINavigationBar.titleFont"
            ])
    }

    @Test func restylingAContextReplacesItsStyleAndReportsEachProperty() {
        var session = navigationBarSession()
        let update = session.define("style UINavigationBar in SettingsController { tintColor = brand }")
        #expect(update.succeeded)
        #expect(update.changes.map(\.name) == ["UINavigationBar.tintColor in SettingsController"])
        #expect(
            update.changes[0].steps.map { "\($0.appearance.name) \($0.before!) → \($0.after!)" } == [
                "light #000000 → #1f7a3a", "dark #ffffff → #30d158"
            ])
        #expect(session.sourceText.components(separatedBy: "style UINavigationBar in SettingsController").count == 2)
        #expect(session.sourceText.hasSuffix("style UINavigationBar in SettingsController { tintColor = brand }\n"))
    }

    @Test func restylingThePlainStyleReachesTheContextsThatFallBackOnIt() {
        var session = navigationBarSession()
        let update = session.define("style UINavigationBar { barTintColor = brand }")
        #expect(update.succeeded)
        #expect(
            update.changes.map { "\($0.kind) \($0.name)" } == [
                "changed UINavigationBar.barTintColor", "changed UINavigationBar.tintColor",
                "changed UINavigationBar.titleFont",
                "changed UINavigationBar.barTintColor in SettingsController",
                "changed UINavigationBar.titleFont in SettingsController"
            ])
    }

    @Test func redefiningATokenReportsTheContextsThatUseIt() {
        var session = navigationBarSession()
        #expect(session.define("style UINavigationBar in SettingsController { tintColor = brand }").succeeded)
        let update = session.define("color brand = #123456")
        #expect(update.changes.map(\.name) == ["brand", "UINavigationBar.tintColor in SettingsController"])
        #expect(session.styleValues("tintColor", in: ["SettingsController"]) == ["light #123456", "dark #123456"])
    }

    @Test func redefiningAComponentReplacesIt() {
        var session = navigationBarSession()
        let update = session.define(
            """
            component UINavigationBar {
              color barTintColor = systemBackground
              color tintColor    = systemRed
              font  titleFont    = font("SF Pro Text", 17pt, weight: semibold)
            }
            """)
        #expect(update.succeeded)
        #expect(update.changes.map(\.name) == ["UINavigationBar.tintColor in CNContactViewController"])
        #expect(session.styleValues("tintColor", in: ["CNContactViewController"]) == ["light #ff3b30", "dark #ff453a"])
        #expect(session.sourceText.components(separatedBy: "component UINavigationBar").count == 2)
    }

    @Test(arguments: [
        (
            "component UINavigationBar { color tintColor = systemBlue }",
            "component 'UINavigationBar' has no property 'barTintColor'"
        ),
        ("style UINavigationBar in A { tint = #000000 }", "component 'UINavigationBar' has no property 'tint'"),
        (
            "style UINavigationBar { reset }",
            "'reset' needs containers ('style UINavigationBar in CONTAINER { reset }'): outside them, a property the app does not style already shows the platform default"
        ),
        ("color UINavigationBar = #ffffff", "'UINavigationBar' is declared more than once")
    ])
    func aStyleOrComponentWithAnErrorIsRefused(entry: String, message: String) throws {
        var session = navigationBarSession()
        let source = session.sourceText
        let update = session.define(entry)
        #expect(!update.succeeded)
        #expect(update.diagnostics.map(\.message).contains(message), "\(update.diagnostics.map(\.message))")
        #expect(session.sourceText == source)
    }

    @Test func aSavedSessionLoadsToTheSameStyles() {
        var session = navigationBarSession()
        #expect(session.define("style UINavigationBar in SettingsController { tintColor = brand }").succeeded)
        var fresh = ThemeSession()
        #expect(fresh.define(session.sourceText).succeeded)
        #expect(fresh.styles() == session.styles())
    }

    /// A token declared after a component keeps its own declaration: the component's lowered
    /// tokens take no place among the declarations a redefinition replaces.
    @Test func aTokenAfterAComponentIsRedefinedInPlace() {
        var session = ThemeSession()
        #expect(session.define("component Bar { color tint = #000000 }\ncolor x = #111111\ncolor y = x").succeeded)
        let update = session.define("color x = #222222")
        #expect(update.changes.map(\.name) == ["x", "y"])
        #expect(session.sourceText == "component Bar { color tint = #000000 }\ncolor x = #222222\ncolor y = x\n")
    }
}
