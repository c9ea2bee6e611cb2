import Testing

@testable import ShadeSyntax

/// The bytes a word (a name, a keyword, a unit) continues with: the lexer tests each against a
/// bit mask, checked here for every byte against the standard library's character properties.
@Suite("Word bytes")
struct WordBytesTests {
    @Test(arguments: 0...255)
    func continuesWord(_ value: Int) {
        let byte = UInt8(value)
        let character = Character(Unicode.Scalar(byte))
        let expected = character.isASCII && (character.isLetter || character.isNumber) || character == "_"
        #expect(byte.isIdentifierContinue == expected)
    }
}
