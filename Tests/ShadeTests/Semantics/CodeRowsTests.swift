import Testing

@testable import ShadeCore
@testable import ShadeSyntax

/// Checked code as rows (`Sources/ShadeCore/Semantics/CodeRows.swift`): operands before what
/// uses them, each list's codes in a row however lists nest, and code copied between rows whole.
@Suite("Code rows")
struct CodeRowsTests {
    static func program(_ source: String) -> Program {
        var sources = SourceMap()
        let file = sources.add(SourceFile(path: "t.shade", bytes: Array(source.utf8)))
        var log = DiagnosticLog(sources: sources)
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        let program = ThemePipeline.check([tree], hostFunctions: [], log: &log)
        #expect(log.diagnostics.map(\.message) == [])
        return program
    }

    /// The code at `id` written out, operands and lists read through `rows`: what the rows hold,
    /// independent of how they are laid out.
    static func written(_ id: CodeID, in rows: CodeRows, program: Program) -> String {
        func write(_ id: CodeID) -> String { written(id, in: rows, program: program) }
        func list(_ list: CodeList) -> String { rows[list].map(write).joined(separator: ", ") }
        switch rows[id].kind {
        case let .number(x): return Value.format(x)
        case let .string(text): return "\"\(text)\""
        case let .colorLiteral(literal): return Value.color(literal.color).description
        case let .token(index): return program.tokens[index].name
        case let .parameter(index): return "$\(index)"
        case let .builtin(builtin, arguments): return "\(builtin.rawValue)(\(list(arguments)))"
        case let .call(function, arguments): return "\(program.functions[function].name)(\(list(arguments)))"
        case let .select(axis, branches): return "select\(axis)(\(list(branches)))"
        case let .freeze(operand, axis, value): return "\(write(operand))@\(axis).\(value)"
        case let .binary(op, left, right): return "(\(write(left)) \(op.rawValue) \(write(right)))"
        case let .field(operand, field): return "\(write(operand)).\(field.rawValue)"
        case let .override(override): return "when(\(write(override.value)); \(write(override.otherwise)))"
        default: return "?"
        }
    }

    static let source = """
        color a = #102030
        color b = dynamic(light: #ffffff, dark: #000000)
        fn soft(c: color, by: number = 0.5) -> color = alpha(c, by)
        color c = mix(mix(a, b.dark, 0.5), soft(alpha(b, 0.2)), 0.25)
        number d = a.red * 2
        when dark { a = lighten(inherited, 0.1) }
        """

    /// Each token and its code, written out.
    static let tokens: [(String, String)] = [
        ("a", "when(lighten($0, 0.1); #102030)"),
        ("b", "select0(#ffffff, #000000)"),
        ("c", "mix(mix(a, b@0.1, 0.5, \"srgb\", \"shorter\"), soft(alpha(b, 0.2), 0.5), 0.25, \"srgb\", \"shorter\")"),
        ("d", "(a.red * 2)")
    ]

    @Test("nested lists keep their own codes, in order", arguments: tokens)
    func listsNest(token: String, expected: String) throws {
        let program = Self.program(Self.source)
        let index = try #require(program.tokens.firstIndex { $0.name == token })
        #expect(Self.written(program.tokenCodes[index], in: program.code, program: program) == expected)
    }

    @Test("every operand and list entry comes before the code that uses it")
    func operandsFirst() {
        let program = Self.program(Self.source)
        let rows = program.code
        for row in 0..<rows.count {
            let operands: [CodeID]
            switch rows[CodeID(row)].kind {
            case let .builtin(_, list), let .call(_, list), let .host(_, list), let .select(_, list):
                operands = Array(rows[list])
            case let .freeze(operand, _, _), let .unary(_, operand), let .field(operand, _): operands = [operand]
            case let .binary(_, left, right): operands = [left, right]
            case let .conditional(condition, then, otherwise): operands = [condition, then, otherwise]
            case let .override(override): operands = [override.value, override.otherwise]
            default: operands = []
            }
            #expect(operands.allSatisfy { $0.offset < row }, "row \(row)")
        }
    }

    @Test("code copied into other rows reads the same, and evaluates the same", arguments: tokens.map(\.0))
    func copyKeepsCode(token: String) throws {
        let program = Self.program(Self.source)
        let index = try #require(program.tokens.firstIndex { $0.name == token })
        var other = CodeRows()
        _ = other.add(.number(7), range: TextRange(file: 0, start: 0, end: 0))  // places differ
        let copied = other.copy(program.tokenCodes[index], from: program.code)
        #expect(
            Self.written(copied, in: other, program: program)
                == Self.written(program.tokenCodes[index], in: program.code, program: program))
        var evaluator = Evaluator(program: program)
        var log = DiagnosticLog(sources: SourceMap())
        evaluator.evaluateAll(log: &log)
        for appearance in 0..<program.space.count {
            #expect(
                try evaluator.evaluate(BoundCode(rows: other, root: copied), in: appearance)
                    == evaluator.evaluate(program.tokenCodes[index], in: appearance))
        }
    }

    @Test("a code takes 32 bytes, a place 4")
    func layout() {
        #expect(MemoryLayout<Code>.stride == 32)
        #expect(MemoryLayout<CodeID>.stride == 4)
    }
}
