import Testing
@testable import ShadeSyntax
@testable import ShadeCore

/// A token's rare fields (comment, `@deprecated`, `@dtcg`, presence) live out of line, the first
/// three in the box its declaration holds; each still reads and writes as a field of its own,
/// with value semantics.
@Suite("Token entries")
struct TokenEntryTests {
    func entry(description: String? = nil, deprecation: String? = nil, dtcg: DTCGAnnotation? = nil) -> TokenEntry {
        let range = TextRange(file: 0, start: 0, end: 1)
        return TokenEntry(
            name: "accent", declaredType: TypeAnnotation(type: .color, range: range), valueRange: range,
            nameRange: range, scope: 0, isEmitted: true,
            notes: DeclarationNotes.with(nil, description: description, deprecation: deprecation, dtcg: dtcg))
    }

    @Test("each field keeps its value when another one changes")
    func fieldsAreIndependent() {
        var token = entry(description: "Brand.", dtcg: DTCGAnnotation(type: "color"))
        #expect(token.description == "Brand.")
        #expect(token.deprecation == nil)
        #expect(token.dtcg?.type == "color")
        token.deprecation = "use primary"
        token.presence = TokenPresence(conditions: [("dark", TextRange(file: 0, start: 5, end: 9))])
        #expect(token.description == "Brand.")
        #expect(token.deprecation == "use primary")
        #expect(token.dtcg?.type == "color")
        #expect(token.presence?.condition == "dark")
        #expect(token.isPartial)
        token.description = nil
        token.presence = nil
        #expect(token.description == nil)
        #expect(token.deprecation == "use primary")
        #expect(token.presence == nil)
        #expect(!token.isPartial)
    }

    @Test("a copy changes on its own; a token without any of them has none")
    func valueSemantics() {
        let original = entry(description: "Brand.", deprecation: "")
        var copy = original
        copy.description = "Changed."
        copy.presence = TokenPresence(conditions: [("dark", TextRange(file: 0, start: 5, end: 9))])
        copy.presence?.settings = [AxisSetting(axis: 0, value: 1)]
        #expect(original.description == "Brand.")
        #expect(original.presence == nil && !original.isPartial)
        #expect(copy.description == "Changed.")
        #expect(copy.deprecation == "")
        #expect(copy.presence?.settings == [AxisSetting(axis: 0, value: 1)])
        let plain = entry()
        #expect(plain.description == nil && plain.deprecation == nil && plain.dtcg == nil && plain.presence == nil)
    }

    @Test("a token shares its declaration's notes, and a change to the token leaves the declaration's")
    func sharedWithTheDeclaration() {
        let range = TextRange(file: 0, start: 0, end: 1)
        let declaration = Declaration(
            kind: .importFile(path: "a.shade", pathRange: range), range: range, description: "Brand.",
            deprecation: "use primary")
        var token = entry()
        token = TokenEntry(
            name: "accent", declaredType: TypeAnnotation(type: .color, range: range), valueRange: range,
            nameRange: range, scope: 0, isEmitted: true, notes: declaration.notes)
        #expect(token.description == "Brand." && token.deprecation == "use primary")
        token.description = "Changed."
        #expect(token.description == "Changed." && token.deprecation == "use primary")
        #expect(declaration.description == "Brand.")
        var bare = declaration
        bare.description = nil
        bare.deprecation = nil
        #expect(bare.notes == nil)
    }
}
