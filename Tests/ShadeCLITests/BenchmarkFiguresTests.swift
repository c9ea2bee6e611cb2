import Foundation
import ShadeTestSupport
import Testing

/// The figures README and docs/performance.md show are the benchmarks' own output, never typed:
/// `Benchmarks/run.sh` and `Benchmarks/scale.sh` write theirs into `Benchmarks/results/`, and each
/// Markdown table a document shows from them must be one of those tables, line for line.
@Suite("Benchmark figures come from the benchmarks")
struct BenchmarkFiguresTests {
    static func text(_ path: String) -> String {
        (try? String(contentsOf: ShadeBinary.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The Markdown tables of a text, each as its lines (header, rule and rows).
    static func tables(in text: String) -> [[Substring]] {
        var tables: [[Substring]] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                current.append(line)
            } else if !current.isEmpty {
                tables.append(current)
                current = []
            }
        }
        if !current.isEmpty { tables.append(current) }
        return tables
    }

    /// The table in `document` whose header is `header`.
    static func table(_ header: String, in document: String) -> [Substring]? {
        tables(in: text(document)).first { $0.first.map { $0.replacingOccurrences(of: " ", with: "") } == header }
    }

    @Test(
        "each table of figures is a table the benchmark printed",
        arguments: [
            ("README.md", "|tokens|shade(ms)|shadeRSS|sassc(ms)|sasscRSS|sassc/shade|", "Benchmarks/results/run.txt"),
            (
                "docs/performance.md", "|tokens|shade(ms)|shadeRSS|sassc(ms)|sasscRSS|sassc/shade|",
                "Benchmarks/results/run.txt"
            ),
            ("docs/performance.md", "|export|time(ms)|×evaljson|peakRSS|×evalRSS|", "Benchmarks/results/run.txt"),
            (
                "docs/performance.md", "|theme|appearances|time(medianof3)|instructions|peakmemory|longeststage|",
                "Benchmarks/results/scale.txt"
            )
        ])
    func tableComesFromTheBenchmark(document: String, header: String, output: String) throws {
        let shown = try #require(Self.table(header, in: document), "\(document) has no table headed \(header)")
        let printed = try #require(Self.table(header, in: output), "\(output) has no table headed \(header)")
        #expect(shown == printed)
        #expect(shown.count >= 3)
    }

    /// A benchmark's whole output, where a document shows it as printed (a fenced block).
    @Test(
        "each output shown whole is the output the benchmark printed",
        arguments: [
            ("docs/performance.md", "Benchmarks/results/link-time-optimization.txt"),
            ("docs/performance.md", "Benchmarks/results/runtime-linking.txt"),
            ("docs/performance.md", "Benchmarks/results/memory-tuning.txt")
        ])
    func outputComesFromTheBenchmark(document: String, output: String) {
        let printed = Self.text(output).trimmingCharacters(in: .newlines)
        #expect(printed.split(separator: "\n").count >= 3, "\(output) holds no output")
        #expect(Self.text(document).contains("```\n\(printed)\n```"), "\(document) does not show \(output) whole")
    }
}
