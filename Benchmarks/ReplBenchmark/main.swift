import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL

// Times the REPL on a 100,000-token theme: `:load`, and redefining a token with a handful of
// dependents (which re-resolves only those), adding tokens, and long piped scripts. Run in release:
// swift run -c release shade-repl-bench

/// 100 palette-plus-chain groups of 1,000 tokens. Layer j's token k mixes a palette color into
/// layer j−1's token k; the chain restarts every 6 layers, so a token of a layer 6m+1 has 4 dependents.
func makeTheme(tokens: Int) -> String {
    let width = 1000
    var text = "group Palette {\n"
    for index in 0..<width {
        let hex = String(format: "%06x", (index * 2_654_435_761) & 0xFFFFFF)
        text +=
            index % 2 == 0
            ? "  color p\(index) = dynamic(light: #\(hex), dark: darken(#\(hex), 0.5))\n"
            : "  color p\(index) = #\(hex)\n"
    }
    text += "}\n"
    for layer in 1..<(tokens / width) {
        text += "group L\(layer) {\n"
        for index in 0..<width {
            let palette = "Palette.p\((index + layer) % width)"
            text +=
                layer % 6 == 1
                ? "  color t\(index) = alpha(\(palette), 0.9)\n"
                : "  color t\(index) = mix(\(palette), L\(layer - 1).t\(index), 0.5)\n"
        }
        text += "}\n"
    }
    return text
}

struct NullOutput: REPLOutput {
    var written = 0
    mutating func write(_ text: String) { written += text.utf8.count }
    mutating func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ value: Double) -> String { String(format: "%.2f ms", value) }

let count = 100_000
let source = makeTheme(tokens: count)
let path = NSTemporaryDirectory() + "shade-repl-bench-\(ProcessInfo.processInfo.processIdentifier).shade"
try Data(source.utf8).write(to: URL(fileURLWithPath: path))
defer { try? FileManager.default.removeItem(atPath: path) }
print("theme: \(count) tokens, \(source.utf8.count / 1024) KiB")

let clock = ContinuousClock()
var loads: [Double] = []
var repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
var output = NullOutput()
for _ in 0..<5 {
    repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
    loads.append(milliseconds(clock.measure { _ = repl.handle(":load \(path)", output: &output) }))
}
precondition(repl.session.tokenCount == count && !repl.hadError, "the theme did not load")
print(
    ":load                              median \(format(median(loads)))  (5 runs: \(loads.map(format).joined(separator: ", ")))"
)

var plain: [Double] = []
for _ in 0..<3 {
    plain.append(milliseconds(clock.measure { precondition(!ThemeLoader().load(contentsOf: path).hasErrors) }))
}
print("(ThemeLoader.load of the same file  median \(format(median(plain))), for comparison)")

var redefinitions: [Double] = []
var evaluated = 0
for run in 0..<21 {
    let layer = 6 * (run % 16) + 1
    let entry = "color L\(layer).t\(run * 37) = alpha(#\(String(format: "%06x", run * 1111)), 0.8)"
    var session = repl.session
    repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
    var update: SessionUpdate?
    redefinitions.append(milliseconds(clock.measure { update = session.define(entry) }))
    precondition(update!.succeeded, "the redefinition failed")
    evaluated = update!.evaluatedTokens
    repl = REPL(session: session, configuration: REPLConfiguration(isInteractive: false, colors: false))
}
print("redefine a token (\(evaluated - 1) dependents)     median \(format(median(redefinitions)))  (21 runs)")

var engine: [Double] = []
for run in 0..<21 {
    let entry = "color L\(6 * (run % 16) + 1).t\(run * 41) = alpha(#\(String(format: "%06x", run * 2222)), 0.7)"
    engine.append(milliseconds(clock.measure { _ = repl.handle(entry, output: &output) }))
}
print("the same through the REPL engine   median \(format(median(engine)))  (21 runs, change report included)")

var rebuilds: [Double] = []
for run in 0..<11 {
    rebuilds.append(milliseconds(clock.measure { _ = repl.handle("color extra\(run) = Palette.p1", output: &output) }))
}
// The first additions grow the session's arrays (a copy of each, once): the median of 11 is an
// addition's own cost, and the first is shown beside it.
print(
    "add a new token (no rebuild)      median \(format(median(rebuilds)))  (11 runs; the first \(format(rebuilds[0])))"
)

// Scripts piped into the REPL: one entry kept open over 50,000 lines, and 5,000 new definitions
// typed one after another. Both should grow linearly with the number of lines.
func timeScript(_ lines: [String]) -> (Double, REPL) {
    var scripted = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
    var reader = ScriptedLineReader(lines.map(ScriptedLineReader.Step.line))
    var sink = NullOutput()
    let time = milliseconds(clock.measure { _ = scripted.run(reader: &reader, output: &sink) })
    return (time, scripted)
}

let continuation =
    ["group Open {"] + (0..<50_000).map { "  color t\($0) = #\(String(format: "%06x", $0 % 4096))" } + ["}"]
let (continuationTime, continued) = timeScript(continuation)
precondition(continued.session.tokenCount == 50_000 && !continued.hadError, "the long entry failed")
print("one entry of 50,000 lines          \(format(continuationTime))")

let definitions = (0..<5_000).map { "color n\($0) = mix(#\(String(format: "%06x", $0 * 7)), systemBlue, 0.5)" }
let (definitionTime, defined) = timeScript(definitions)
precondition(defined.session.tokenCount == 5_000 && !defined.hadError, "the definitions failed")
print("5,000 new definitions              \(format(definitionTime))")
