import Testing
import ShadeTestSupport
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// ``SwiftEscaping`` over the shared hostile corpus (properties) and a table of exact outputs.
/// The compiler's own verdict on exported themes is in ``HostileSwiftExportTests``.
@Suite("Escaping: Swift")
struct SwiftEscapingTests {
    @Test(
        "a string literal reads back as the text, with no raw line break or invisible scalar",
        arguments: HostileCorpus.all)
    func stringLiteralRoundTrips(_ text: String) {
        let literal = SwiftEscaping.stringLiteral(text)
        #expect(EscapedText.swiftString(literal) == text, "\(literal.debugDescription)")
        #expect(!literal.unicodeScalars.contains(where: EscapedText.isRawHazard), "\(literal.debugDescription)")
    }

    @Test("comment text holds no line break of any form and no invisible scalar", arguments: HostileCorpus.all)
    func commentStaysOnItsLine(_ text: String) {
        let comment = SwiftEscaping.comment(text)
        #expect(!comment.unicodeScalars.contains(where: EscapedText.isRawHazard), "\(comment.debugDescription)")
    }

    @Test(
        "an identifier is a Swift identifier, or a keyword in backticks",
        arguments: HostileCorpus.all + ["default", "Type", "0", "a"])
    func identifierIsAnIdentifier(_ name: String) {
        var identifier = SwiftEscaping.identifier(name)
        if identifier.hasPrefix("`") {
            identifier = String(identifier.dropFirst().dropLast())
            #expect(SwiftEscaping.keywords.contains(identifier), "\(name.debugDescription)")
        }
        let scalars = Array(identifier.unicodeScalars)
        let first = scalars.first
        #expect(
            first.map { $0 == "_" || $0.properties.isAlphabetic } == true, "\(name.debugDescription) → \(identifier)")
        #expect(
            scalars.allSatisfy {
                $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
                    || $0.properties.generalCategory == .nonspacingMark
            }, "\(name.debugDescription) → \(identifier)")
        #expect(!scalars.contains(where: EscapedText.isRawHazard))
    }

    static let literals: [(String, String)] = [
        ("plain", "\"plain\""),
        ("say \"hi\"\\", "\"say \\\"hi\\\"\\\\\""),
        ("a\rpublic let injected = 1", "\"a\\rpublic let injected = 1\""),
        ("\"\u{0301}", "\"\\\"\u{0301}\""),
        ("\\(fatalError())", "\"\\\\(fatalError())\""),
        ("\u{0}\u{85}\u{2028}\u{202E}\u{FEFF}", "\"\\u{0}\\u{85}\\u{2028}\\u{202e}\\u{feff}\""),
        ("e\u{0301}\u{1F3A8}", "\"e\u{0301}\u{1F3A8}\"")
    ]

    @Test("string literals", arguments: literals)
    func stringLiteral(_ row: (String, String)) {
        #expect(SwiftEscaping.stringLiteral(row.0) == row.1)
    }

    static let comments: [(String, String)] = [
        ("The page behind everything.", "The page behind everything."),
        ("a\rpublic let injected = 1", "a public let injected = 1"),
        ("a\r\nb\nc\u{0B}d\u{0C}e\u{85}f\u{2028}g\u{2029}h", "a b c d e f g h"),
        ("rtl\u{202E}txt.exe", "rtl\\u{202e}txt.exe"),
        ("nul\u{0}bell\u{7}tab\t", "nul\\u{0}bell\\u{7}tab\t"),
        ("*/ e\u{0301}", "*/ e\u{0301}"),
        ("", ""), ("`t0`: light #6ef735, dark #d0f92c ~!@", "`t0`: light #6ef735, dark #d0f92c ~!@"),
        ("del\u{7F}", "del\\u{7f}")
    ]

    @Test("comment lines", arguments: comments)
    func comment(_ row: (String, String)) {
        #expect(SwiftEscaping.comment(row.0) == row.1)
    }

    static let identifiers: [(String, String)] = [
        ("background", "background"), ("blue40", "blue40"), ("default", "`default`"), ("Type", "Type_"),
        ("fg-default", "fgDefault"), ("Button background", "ButtonBackground"), ("0", "_0"), ("Größe", "Größe"),
        ("e\u{0301}", "e\u{0301}"), ("\"\u{0301}", "__"), ("a\u{202E}b", "aB"), ("x\u{200E}", "x"), ("\u{1F3A8}", "__"),
        ("a\rpublic let injected = 1", "aPublicLetInjected1"), ("a/\u{0301}b", "aB"), ("in", "`in`"),
        // ASCII letters, digits and `_`, read as bytes: the same rules.
        ("_", "__"), ("self", "self_"), ("Self", "Self_"), ("Protocol", "Protocol_"), ("switch", "`switch`"),
        ("t0", "t0"), ("_private9", "_private9"), ("a_b", "a_b"), ("9lives", "_9lives"), ("Type2", "Type2")
    ]

    @Test("identifiers", arguments: identifiers)
    func identifier(_ row: (String, String)) {
        #expect(SwiftEscaping.identifier(row.0) == row.1)
    }
}
