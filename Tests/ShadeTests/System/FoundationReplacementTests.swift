import Foundation
import Testing

@testable import ShadeSyntax

/// What Shade's modules took from Foundation, done without it (docs/performance.md, "Foundation
/// left out"), held to Foundation's own answers: the tests may import Foundation, the product
/// does not.
@Suite("Foundation's answers without Foundation")
struct FoundationReplacementTests {
    static let texts = [
        "", " ", "a", " a ", "\ta\t", "  a b  ", "\u{00A0}a\u{2003}", "a\n", "\n a \n", "~1~0/~", "a, b, c", ", ,",
        "x~01y", "ab  cd  ", "é / è", "a/b/c", "//", "naïve café", "👩‍👩‍👧 , 🇫🇷", "e\u{301}, e"
    ]

    @Test("trimming spaces is trimmingCharacters(in: .whitespaces)", arguments: texts)
    func trimming(_ text: String) {
        #expect(String(text.trimmingSpaces) == text.trimmingCharacters(in: .whitespaces))
    }

    static let separators = ["/", ", ", "~", "~1", "  ", " in ", "é", "e"]

    @Test("splitting and replacing are components(separatedBy:) and replacingOccurrences", arguments: texts, separators)
    func splitting(_ text: String, _ piece: String) {
        #expect(text.pieces(separatedBy: piece) == text.components(separatedBy: piece))
        #expect(text.replacingAll(piece, with: "<>") == text.replacingOccurrences(of: piece, with: "<>"))
        let found = text.occurrence(of: piece).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
        let expected = text.range(of: piece).map {
            text.distance(from: text.startIndex, to: $0.lowerBound)
        }
        #expect(found == expected)
    }

    static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 1.0 / 3, 2.0 / 3, 12.5, 255, 0.1 + 0.2, 1e-7, 123_456_789.123_456_789, 1e21, -2.5e-10,
        .pi, 0.000_123_45, 99.999_999_999_95, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude
    ]

    @Test(
        "an array of strings is joined as joined(separator:) joins it",
        arguments: [[], [""], ["", ""], ["a"], ["dark", "high"], ["light", "normal", "acme"], ["é", "e\u{301}", "👩‍👩‍👧"]],
        ["-", ", ", ""])
    func joinedText(pieces: [String], separator: String) {
        #expect(pieces.joinedText(separator: separator) == pieces.joined(separator: separator))
    }

    @Test("numbers are written as String(format:) writes them", arguments: numbers)
    func printed(_ number: Double) {
        for digits in [0, 1, 2, 6, 12, 17] {
            #expect(NumberText.fixed(number, digits: digits) == String(format: "%.\(digits)f", number))
            #expect(NumberText.significant(number, digits: digits) == String(format: "%.\(digits)g", number))
        }
    }

    /// Eight threads add to one count under the lock; a recursive lock is taken twice by one.
    @Test func lock() async {
        let lock = Lock()
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { lock.withLock { counter.value += 1 } }
                }
            }
        }
        #expect(counter.value == 80_000)
        let recursive = Lock(recursive: true)
        let inner = recursive.withLock { recursive.withLock { 7 } }
        #expect(inner == 7)
    }

    /// A detached thread runs its closure; the test waits for it without sleeping longer than needed.
    @Test func detachedThread() {
        let done = Lock()
        let counter = Counter()
        #expect(Threads.detach { done.withLock { counter.value = 1 } })
        var waited = 0.0
        while done.withLock({ counter.value }) == 0, waited < 10 {
            Threads.sleep(seconds: 0.001)
            waited += 0.001
        }
        #expect(counter.value == 1)
    }

    /// `Threads.both` runs its two closures at the same time (each waits to see the other
    /// started: one after the other, the first would give up) and gives both results.
    @Test func bothAtOnce() {
        let lock = Lock()
        let started = Counter()
        @Sendable func meet(_ bit: Int) -> Bool {
            lock.withLock { started.value |= bit }
            var waited = 0.0
            while lock.withLock({ started.value }) != 3, waited < 5 {
                Threads.sleep(seconds: 0.001)
                waited += 0.001
            }
            return lock.withLock { started.value } == 3
        }
        let (first, second) = Threads.both({ (meet(1), "first") }) { (meet(2), [2]) }
        #expect(first == (true, "first"))
        #expect(second.0 && second.1 == [2])
    }

    /// No module of the product imports Foundation where FoundationEssentials is there (Linux):
    /// one import would link all of Foundation and its Unicode data back into the executable.
    /// Each `import Foundation` must be the fallback of `#if canImport(FoundationEssentials)`.
    @Test func noModuleImportsFoundation() throws {
        let sources = GrammarCorpus.packageRoot.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var unguarded: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var guardedBy: [String] = []  // the `#if` conditions open at each line
            var inLiteral = false  // inside a multi-line string (the Swift export's text)
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inLiteral.toggle() }
                if inLiteral { continue }
                if trimmed.hasPrefix("#if ") { guardedBy.append(trimmed) }
                if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif") {
                    guardedBy[guardedBy.count - 1] = "else of " + (guardedBy.last ?? "")
                }
                if trimmed == "#endif" { guardedBy.removeLast() }
                let imports =
                    trimmed.range(
                        of: #"^(@_exported )?((public|package|internal) )?import (\w+ )?Foundation(\.|$)"#,
                        options: .regularExpression) != nil
                if imports, guardedBy.last != "else of #if canImport(FoundationEssentials)" {
                    unguarded.append(file)
                }
            }
        }
        #expect(unguarded == [])
    }

    /// A count shared between threads, guarded by the test's lock.
    final class Counter: @unchecked Sendable {
        var value = 0
    }
}
