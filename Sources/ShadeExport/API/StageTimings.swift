import ShadeCore
import ShadeSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pipeline of ``ThemeLoader`` run one stage at a time, each stage timed, for the in-process
/// stage benchmark (`shade-bench`). Not part of the stable API.
@_spi(Benchmarks) public enum StageTimings {
    /// The stages of loading and rendering a theme, in pipeline order.
    public enum Stage: String, CaseIterable, Sendable {
        /// Bytes to tokens.
        case lexing
        /// Tokens to a syntax tree.
        case parsing
        /// Declaring, binding, ordering the graph and type-checking.
        case checking
        /// Evaluating every token in every appearance and building the theme.
        case resolving
        /// Rendering the theme as JSON.
        case rendering
    }

    /// The outcome of one timed run.
    public struct Run: Sendable {
        /// How long each stage took.
        public var durations: [Stage: Duration] = [:]
        /// The number of lexical tokens.
        public var lexicalTokens = 0
        /// The number of resolved theme tokens.
        public var themeTokens = 0
        /// The size of the JSON output in bytes.
        public var outputBytes = 0
        /// The number of errors found; a benchmark input should have none.
        public var errors = 0
        /// How long each pass of checking took, by name (`declaring`, `binding`, `ordering`,
        /// `typing`), in ``checkingPasses`` order; together they make the checking stage.
        public var passes: [String: Duration] = [:]
    }

    /// The passes of checking, in order.
    public static let checkingPasses = Compiler.Pass.allCases.map(\.rawValue)

    /// Runs every stage once over one source text, as `shade eval --format json` does for a
    /// single file without imports.
    public static func measure(source bytes: [UInt8], path: String = "<benchmark>") -> Run {
        var run = Run()
        let clock = ContinuousClock()
        var sources = SourceMap()
        let file = sources.add(SourceFile(path: path, bytes: bytes))
        var log = DiagnosticLog(sources: sources)
        let source = log.sources[file]

        var start = clock.now
        let tokens = Lexer.tokenize(file: file, bytes: source.bytes, log: &log)
        run.durations[.lexing] = clock.now - start
        run.lexicalTokens = tokens.count

        start = clock.now
        let tree = Parser.parse(file: file, tokens: tokens, source: source, log: &log)
        run.durations[.parsing] = clock.now - start

        start = clock.now
        var passStart = start
        let program = ThemePipeline.check([consume tree], hostFunctions: [], log: &log) { pass in
            let now = clock.now
            run.passes[pass.rawValue] = now - passStart
            passStart = now
        }
        run.durations[.checking] = clock.now - start

        start = clock.now
        let theme = ThemePipeline.theme(program, log: &log)
        run.durations[.resolving] = clock.now - start
        run.themeTokens = theme.tokens.count
        run.errors = log.errorCount

        start = clock.now
        let json = theme.renderData(.json)
        run.durations[.rendering] = clock.now - start
        run.outputBytes = json.count
        return run
    }
}
