import Testing
@testable import ShadeCore

/// The binder asks a built-in's parameter for its choices (`in: oklch`, `hue: longer`) only when
/// the parameter is a string (`Binder.bindCall`, docs/performance.md): every parameter that takes
/// a choice must be one, and a choice written bare must still bind as its name.
@Suite("Choice parameters")
struct ChoiceParameterTests {
    @Test("every parameter that takes a choice is a string", arguments: Builtin.allCases)
    func choicesAreStrings(builtin: Builtin) {
        for parameter in builtin.parameters where builtin.choices(forParameter: parameter.name) != nil {
            #expect(parameter.type.base == .string, "\(builtin.rawValue)(\(parameter.name):)")
        }
    }

    @Test(
        "a choice written bare binds as its name",
        arguments: [
            ("color", "mix(#ff0000, #0000ff, 0.5, in: oklch)", "mix(#ff0000, #0000ff, 0.5, in: \"oklch\")"),
            (
                "color", "mix(#ff0000, #0000ff, 0.5, in: oklch, hue: longer)",
                "mix(#ff0000, #0000ff, 0.5, in: \"oklch\", hue: \"longer\")"
            ),
            (
                "bool", "inGamut(oklch(0.9, 0.4, 140), gamut: displayP3)",
                "inGamut(oklch(0.9, 0.4, 140), gamut: \"display-p3\")"
            )
        ])
    func bareChoices(type: String, bare: String, quoted: String) {
        let theme = ThemeLoader().load(source: "\(type) a = \(bare)\n\(type) b = \(quoted)\n")
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.message))")
        let column = theme.appearances[0]
        #expect(theme.value(of: "a", in: column) != nil)
        #expect(theme.value(of: "a", in: column) == theme.value(of: "b", in: column))
    }
}
