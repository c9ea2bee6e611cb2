import Testing

@testable import ShadeCore
@testable import ShadeSyntax

/// A literal's code is kept as written, in place (a color in its 4 bytes): a code takes 32
/// bytes, and only a constant no literal spells (a system color, a default) is boxed.
@Suite("Constant codes")
struct ConstantCodeTests {
    static func code(of source: String) -> (CodeID, Program) {
        var sources = SourceMap()
        let file = sources.add(SourceFile(path: "t.shade", bytes: Array(source.utf8)))
        var log = DiagnosticLog(sources: sources)
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        let program = ThemePipeline.check([tree], hostFunctions: [], log: &log)
        #expect(log.errorCount == 0)
        return (program.tokenCodes[0], program)
    }

    /// Each literal, the kind its code has, and its value (the color's channels worked out by
    /// hand: 0x3c = 60, 0x64 = 100, 0xf4 = 244, 0x80 = 128).
    static let literals: [(String, String, Value)] = [
        ("number n = 0.25", "number", .number(0.25)),
        ("number n = 20%", "number", .number(0.2)),
        ("dimension d = 16pt", "dimension", .dimension(16, .pt)),
        ("string s = \"Inter\"", "string", .string("Inter")),
        ("bool b = true", "bool", .bool(true)),
        (
            "color c = #3c64f480", "colorLiteral",
            .color(ThemeColor(red: 60.0 / 255, green: 100.0 / 255, blue: 244.0 / 255, alpha: 128.0 / 255))
        )
    ]

    @Test("a literal is a code of its own kind, and evaluates to its value", arguments: literals)
    func literalInPlace(source: String, kind: String, value: Value) throws {
        let (id, program) = Self.code(of: source)
        let code = program.code[id]
        #expect(String(describing: code.kind).hasPrefix(kind + "("))
        #expect(code.kind.constantValue == value)
        let evaluator = Evaluator(program: program)
        #expect(try evaluator.evaluate(id, in: 0) == value)
    }

    @Test("a constant no literal spells is boxed, and reads back whole")
    func otherConstantsBoxed() {
        let color = ThemeColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        guard case .value(.color(color)) = CodeKind.constant(.color(color)) else {
            Issue.record("not boxed")
            return
        }
        #expect(CodeKind.constant(.color(color)).constantValue == .color(color))
        guard case .number(2) = CodeKind.constant(.number(2)) else {
            Issue.record("a number is not in place")
            return
        }
    }

    @Test("a code takes 32 bytes")
    func codeStaysSmall() {
        #expect(MemoryLayout<Code>.stride <= 32)
    }
}
