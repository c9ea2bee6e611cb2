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
