import FuzzSupport
import Shade
import ShadeREPL

/// libFuzzer's entry point: types the input's lines into the REPL engine, as `shade repl`
/// reads a script: definitions, expressions, `:` commands and continuation lines, with a tab
/// completion asked at the end of each line. Odd-sized inputs run with colors and prompts.
///
/// `run.sh` starts the harness in an empty folder. Lines that could read or write files are
/// left out (see ``FuzzLineReader``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var reader = FuzzLineReader(script: FuzzInput.text(data, size))
    var output = DiscardingOutput()
    let styled = size % 2 == 1
    var repl = REPL(configuration: REPLConfiguration(isInteractive: styled, colors: styled))
    FuzzInput.consume(repl.run(reader: &reader, output: &output))
    FuzzInput.consume(output.bytes)
    return 0
}

/// Plays the lines of a script and asks the completer about each one before it is entered.
struct FuzzLineReader: LineReader {
    private var lines: [String]
    private var next = 0

    init(script: String) {
        // Split on the newline byte, as a terminal's line reader does: "\r\n" is one Character,
        // so splitting the String would keep it inside a line.
        let all = script.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        // A path can only be named by a string, on one line: in a script with an `import`,
        // any line with a '/' could reach a file outside the empty folder.
        let imports = script.contains("import")
        lines = all.filter { line in !Self.touchesFiles(line) && !(imports && line.contains("/")) }
    }

    /// `:load` and `:save`, or a unique prefix of them (`:l`, `:sa`): they read and write files.
    static func touchesFiles(_ line: String) -> Bool {
        let trimmed = line.drop(while: \.isWhitespace)
        guard trimmed.first == ":" else { return false }
        let word = trimmed.dropFirst().prefix { !$0.isWhitespace }
        return !word.isEmpty && ("load".hasPrefix(word) || "save".hasPrefix(word))
    }

    mutating func readLine(prompt: String, completer: Completer) -> LineInput {
        guard next < lines.count else { return .end }
        let line = lines[next]
        next += 1
        FuzzInput.consume(completer.complete(line: line, cursor: line.utf8.count))
        return .line(line)
    }

    mutating func addHistory(_ line: String) {}
}

/// Counts what the REPL writes, without keeping it.
struct DiscardingOutput: REPLOutput {
    private(set) var bytes = 0

    mutating func write(_ text: String) {
        bytes += text.utf8.count
    }

    mutating func writeError(_ text: String) {
        bytes += text.utf8.count
    }
}
