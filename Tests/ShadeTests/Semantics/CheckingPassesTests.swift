import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@_spi(Benchmarks) @testable import ShadeExport

/// The passes of checking, as the stage benchmark (`shade-bench`) times them.
@Suite("Checking passes")
struct CheckingPassesTests {
    @Test(
        "compiling reports each pass once, in order, whether or not the theme has errors",
        arguments: [
            "color a = #ffffff\ncolor b = darken(a, 0.2)",
            "color a = b\ncolor b = a\ncolor c = nope"
        ])
    func passesInOrder(source: String) {
        var sources = SourceMap()
        let file = sources.add(SourceFile(path: "t.shade", bytes: Array(source.utf8)))
        var log = DiagnosticLog(sources: sources)
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        var passes: [Compiler.Pass] = []
        _ = ThemePipeline.check([tree], hostFunctions: [], log: &log) { passes.append($0) }
        #expect(passes == [.declaring, .binding, .ordering, .typing])
    }

    @Test("two trees of one file are checked each with its own expressions")
    func twoTreesOfOneFile() {
        var sources = SourceMap()
        let text =
            "color a = #336699\ncolor b = mix(a, #ffffff, 0.5)\ncolor c = darken(b, 0.2)\ncolor d = alpha(c, 0.5)"
        let file = sources.add(SourceFile(path: "t.shade", bytes: Array(text.utf8)))
        var log = DiagnosticLog(sources: sources)
        // The file read twice, each tree keeping two of its declarations and all its own nodes.
        let trees = [0..<2, 2..<4].map { kept in
            var tree = Parser.parse(file: file, source: log.sources[file], log: &log)
            tree.declarations = Array(tree.declarations[kept])
            return tree
        }
        let program = ThemePipeline.check(trees, hostFunctions: [], log: &log)
        #expect(log.diagnostics.map(\.message) == [])
        #expect(program.tokenCodes.count == program.tokens.count)
        let builtins = zip(program.tokens, program.tokenCodes).map { token, code -> String in
            guard case let .builtin(builtin, _) = program.code[code].kind else { return "\(token.name): no call" }
            return "\(token.name): \(builtin.rawValue)"
        }
        #expect(builtins == ["a: no call", "b: mix", "c: darken", "d: alpha"])
    }

    @Test("the stage benchmark times the four passes, which together take no longer than checking")
    func benchmarkPasses() {
        let run = StageTimings.measure(source: Array("color a = #ffffff\ncolor b = lighten(a, 0.1)".utf8))
        #expect(StageTimings.checkingPasses == ["declaring", "binding", "ordering", "typing"])
        #expect(Set(run.passes.keys) == Set(StageTimings.checkingPasses))
        let sum = run.passes.values.reduce(Duration.zero, +)
        #expect(run.passes.values.allSatisfy { $0 >= .zero })
        #expect(sum <= run.durations[.checking] ?? .zero)
    }
}
