import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL

/// A palette behind semantic colors (README, A tour of the language), as the tests' starting point.
let semanticTheme = """
    private group Essentials {
      color grey10 = #f5f7fa
      color grey70 = #313440
    }

    group Semantic {
      color background  = dynamic(light: #ffffff, dark: #000000)
      color overlay     = alpha(background, 0.7)
      color primaryText = dynamic(light: Essentials.grey70, dark: Essentials.grey10)
      color border      = darken(primaryText, 0.2)
      dimension gutter  = 16pt
    }

    """

/// A temporary folder, removed when the value is dropped by the test.
struct TemporaryFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "shade-repl-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes a file into the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        try! Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// What a scripted run produced.
struct Run {
    var output: TranscriptOutput
    var reader: ScriptedLineReader
    var status: Int32
    var repl: REPL

    var transcript: String { output.transcript }
    var standardOutput: String { output.standardOutput }
    var standardError: String { output.standardError }
}

/// Runs the REPL on scripted steps, after loading `files`; not interactive and without colors unless asked.
func run(
    _ steps: [ScriptedLineReader.Step], files: [String] = [], interactive: Bool = false, colors: Bool = false
) -> Run {
    var repl = REPL(configuration: REPLConfiguration(isInteractive: interactive, colors: colors))
    var output = TranscriptOutput()
    var reader = ScriptedLineReader(steps)
    repl.load(files: files, output: &output)
    let status = repl.run(reader: &reader, output: &output)
    return Run(output: output, reader: reader, status: status, repl: repl)
}

/// Runs the REPL on lines typed one after another.
func run(_ script: String, files: [String] = [], interactive: Bool = false, colors: Bool = false) -> Run {
    var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return run(lines.map(ScriptedLineReader.Step.line), files: files, interactive: interactive, colors: colors)
}

/// Runs the REPL with the semantic theme loaded from a file named `theme.shade`.
func runWithTheme(_ script: String, colors: Bool = false) -> (Run, TemporaryFolder) {
    let folder = TemporaryFolder()
    let file = folder.write("theme.shade", semanticTheme)
    return (run(script, files: [file], colors: colors), folder)
}
