import Testing
@testable import ShadeSyntax
@testable import ShadeCore

/// Each token's values once per appearance its mask tells apart
/// (Sources/ShadeCore/Evaluation/TokenValues.swift): a token that varies on nothing holds one
/// value, on `dark` two, on `dark` and contrast four; every appearance reads the value of the one
/// that represents it.
@Suite("Evaluation: token values")
struct TokenValuesTests {
    static let source = """
        color a = #ffffff
        color b = dynamic(light: #ffffff, dark: #000000)
        color c = if highContrast then b else a
        number d = if dark then 1 else 2
        """

    @Test("a run holds a value per appearance the token varies in, and each appearance reads its own")
    func runs() {
        let theme = load(Self.source)
        #expect(theme.errorMessages == [])
        // Four appearances, shown with contrast varying fastest.
        #expect(theme.evaluator.space.count == 4)
        #expect(theme.evaluator.values.valueCount == 1 + 2 + 4 + 2)
        let names = theme.appearances.map(\.name)
        let c = theme.appearances.map { theme.value(of: "c", in: $0)?.color?.hex ?? "none" }
        let d = theme.appearances.map { theme.value(of: "d", in: $0) }
        #expect(names == ["light-normal", "light-high", "dark-normal", "dark-high"])
        #expect(c == ["#ffffff", "#ffffff", "#ffffff", "#000000"])
        #expect(d == [.number(2), .number(2), .number(1), .number(1)])
    }

    @Test("a token of some appearances holds a value in every one")
    func partialTokens() {
        let theme = load("color a = #ffffff\nwhen dark { color only = #000000 }")
        #expect(theme.errorMessages == [])
        #expect(theme.evaluator.values.valueCount == 1 + 4)
        #expect(theme.appearances.map(\.name) == ["light", "dark"])
        #expect(theme.appearances.map { theme.value(of: "only", in: $0) != nil } == [false, true])
    }

    @Test("a run appended to empty values, as a session adds a token, takes the space's appearances")
    func appendToEmpty() {
        let space = load(Self.source).evaluator.space
        var values = TokenValues()
        values.append([.number(1), .number(2), .number(1), .number(2)], mask: AxisMask(axis: 0), space: space)
        #expect(values.valueCount == 2)
        #expect((0..<4).map { values[0, $0] } == [.number(1), .number(2), .number(1), .number(2)])
    }

    @Test("a run laid out anew goes to the end; the saved run comes back as it was")
    func layOutAndRestore() {
        let theme = load(Self.source)
        var values = theme.evaluator.values
        let space = theme.evaluator.space
        let saved = values.save(token: 0)
        values.layOut(token: 0, mask: AxisMask(axis: 0), space: space)
        #expect(values.valueCount == 9 + 2)
        values[0, 1] = .number(7)
        #expect((0..<4).map { values[0, $0] } == [.bool(false), .number(7), .bool(false), .number(7)])
        // The same layout again stays where it is.
        values.layOut(token: 0, mask: AxisMask(axis: 0), space: space)
        #expect(values.valueCount == 11)
        values.restore(saved)
        #expect((0..<4).map { values[0, $0] } == (0..<4).map { theme.evaluator.values[0, $0] })
        #expect((0..<4).map { values.value(in: saved, appearance: $0) } == (0..<4).map { values[0, $0] })
    }
}
