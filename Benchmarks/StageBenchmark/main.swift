// shade-bench: times each stage of loading a theme in process (lexing, parsing, checking,
// resolving, JSON rendering) on synthetic themes, and prints the median of several runs.
//
//   swift run -c release shade-bench                  N = 1,000, 10,000, 100,000
//   swift run -c release shade-bench 5000 20000       other sizes
//   swift run -c release shade-bench --runs 21 FILE   a theme file (no imports)
import Foundation
import Shade
import ShadeSyntax
import ShadeCore
@_spi(Benchmarks) import ShadeExport
import ShadeImport
import ShadeTools

#if os(Linux) && canImport(Glibc)
import CMalloc
import Glibc

// The executable's heap for large inputs (Sources/ShadeCLI/MemoryTuning.swift): arrays up to
// 32 MB from the main heap, which is never trimmed. Without it, a large run's arrays came from
// `mmap` and were faulted in again at every run, which the executable does not pay on its main
// thread: on 100,000 tokens lexing and parsing took twice as long (8 runs alternating, medians
// 26.8 and 51.5 ms against 13.3 and 25.0; 242 against 176 ms in all; docs/performance.md,
// "The stage benchmark on the executable's heap").
_ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
_ = mallopt(M_TRIM_THRESHOLD, 1 << 29)
#endif

var runs: Int?
var sizes: [Int] = []
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--runs", let value = arguments.popFirst().flatMap(Int.init), value > 0 {
        runs = value
    } else if let size = Int(argument), size > 0 {
        sizes.append(size)
    } else if argument.hasPrefix("-") {
        FileHandle.standardError.write(Data("usage: shade-bench [--runs R] [N…] [FILE…]\n".utf8))
        exit(64)
    } else {
        files.append(argument)
    }
}
if sizes.isEmpty && files.isEmpty { sizes = [1_000, 10_000, 100_000] }

var inputs: [(label: String, bytes: [UInt8])] = sizes.map { ("N=\($0)", Array(SyntheticTheme.source(count: $0).utf8)) }
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("shade-bench: cannot read '\(file)'\n".utf8))
        exit(1)
    }
    inputs.append((file, [UInt8](data)))
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

let stages = StageTimings.Stage.allCases
var checkingLines: [String] = []
let header =
    ["input".padding(toLength: 14, withPad: " ", startingAt: 0), "runs"]
    + stages.map(\.rawValue) + ["total"]
print(header.map { $0.count < 10 ? String(repeating: " ", count: 10 - $0.count) + $0 : $0 }.joined(separator: " "))
for input in inputs {
    // Small inputs are cheap: run them more often for a steadier median.
    let count = runs ?? max(5, min(51, 2_000_000 / max(input.bytes.count, 1)))
    var samples = [StageTimings.Stage: [Double]]()
    var passSamples = [String: [Double]]()
    var totals: [Double] = []
    _ = StageTimings.measure(source: input.bytes)  // warm-up
    for _ in 0..<count {
        let run = StageTimings.measure(source: input.bytes)
        if run.errors > 0 {
            FileHandle.standardError.write(Data("shade-bench: \(input.label) has \(run.errors) errors\n".utf8))
            exit(1)
        }
        var total = 0.0
        for stage in stages {
            let ms = milliseconds(run.durations[stage] ?? .zero)
            samples[stage, default: []].append(ms)
            total += ms
        }
        totals.append(total)
        for (pass, duration) in run.passes { passSamples[pass, default: []].append(milliseconds(duration)) }
    }
    let cells =
        stages.map { String(format: "%10.2f", median(samples[$0] ?? [])) } + [String(format: "%10.2f", median(totals))]
    print(
        input.label.padding(toLength: 14, withPad: " ", startingAt: 0), String(format: "%4d", count),
        cells.joined(separator: " "))
    checkingLines.append(
        "  \(input.label): "
            + StageTimings.checkingPasses.map { "\($0) " + String(format: "%.2f", median(passSamples[$0] ?? [])) }
            .joined(separator: ", "))
}
print("Milliseconds, median per stage (total: median of the per-run sums).")
print("Checking, median per pass:")
for line in checkingLines { print(line) }
