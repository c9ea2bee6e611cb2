@testable import ShadeCore
@testable import ShadeSyntax
@testable import ShadeTools
import Testing

/// A log that does not locate keeps each message without scanning its line for a location: the
/// REPL reads every typed line so, only to know whether a `/*` is left open (1 MB of random bytes
/// typed in took 2.7 s in release, 0.12 s since, Benchmarks/hostile-results.md).
@Suite("Diagnostics: a log that does not locate")
struct UnlocatedLogTests {
    static let lines = ["\u{1}\u{2}\u{3} `x", "color a = #12 /* open", "\"unterminated", "@@@ ### $$$"]

    @Test("the same messages, no locations", arguments: lines)
    func sameMessages(_ line: String) {
        func messages(locating: Bool) -> [(text: String, isLocated: Bool)] {
            var log = DiagnosticLog(sources: SourceMap())
            log.locates = locating
            let file = log.sources.add(SourceFile(path: "", bytes: Array(line.utf8)))
            _ = Lexer.tokenize(file: file, bytes: log.sources[file].bytes, log: &log)
            return log.diagnostics.map { ($0.message, $0.location != nil) }
        }
        let located = messages(locating: true), unlocated = messages(locating: false)
        let texts = located.map { $0.text }, unlocatedTexts = unlocated.map { $0.text }
        let allLocated = located.allSatisfy { $0.isLocated }, noneLocated = unlocated.allSatisfy { !$0.isLocated }
        #expect(!texts.isEmpty)
        #expect(texts == unlocatedTexts)
        #expect(allLocated)
        #expect(noneLocated)
    }

    @Test("a typed entry still continues inside an open comment")
    func openComment() {
        var entry = PendingEntry()
        entry.append("color a = #fff /* \u{1} still open")
        #expect(entry.needsMoreInput)
        entry.append("closed */")
        #expect(!entry.needsMoreInput)
    }
}
