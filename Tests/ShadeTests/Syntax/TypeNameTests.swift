import Testing

@testable import ShadeSyntax

/// The parser reads a declaration's type from the bytes of its first word (`Parser.typeName(_:)`):
/// every type's name starts a token declaration, and no other word does, however close it comes.
@Suite("Type names")
struct TypeNameTests {
    /// The kinds of the declarations of `source`, and how many errors reading it reported.
    static func parse(_ source: String) -> (kinds: [DeclarationKind], errors: Int) {
        var sources = SourceMap()
        let file = sources.add(SourceFile(path: "t.shade", bytes: Array(source.utf8)))
        var log = DiagnosticLog(sources: sources)
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        return (tree.declarations.map(\.kind), log.errorCount)
    }

    @Test(arguments: ValueType.allCases)
    func everyTypeStartsAToken(_ type: ValueType) {
        let (kinds, errors) = Self.parse("\(type.rawValue) x = 1")
        #expect(errors == 0)
        guard case let .token(annotation, name, _, _)? = kinds.first else {
            Issue.record("no token declared: \(kinds)")
            return
        }
        #expect(annotation.type == type)
        #expect(name == "x")
    }

    /// Words of a type name's length and first byte that are not one, and other near misses.
    @Test(arguments: [
        "colour", "colon", "Color", "numbers", "nu", "dimensions", "strong", "shadows", "sting", "boot", "fond",
        "border2", "typographY", "gradients", "`color`", "bord", "s"
    ])
    func otherWordsStartNoToken(_ word: String) {
        let (kinds, errors) = Self.parse("\(word) x = 1")
        #expect(errors > 0)
        #expect(!kinds.contains { if case .token = $0 { true } else { false } })
    }
}
