import ArgumentParser
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shade fmt`: lay theme files out in Shade's one canonical form.
struct FmtCommand: OptionsListed {
    static let optionNames: Set<String> = ["--check", "--help", "-h", "-w"]

    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format theme files in Shade's canonical layout.",
        discussion: """
            Prints the formatted source without -w or --check; reads standard input when no file is \
            given. A file with a syntax error is left untouched and its errors are printed (exit 1). \
            Folders are searched for .shade files.

            Examples:
              shade fmt Examples/semantic-colors.shade
              shade fmt -w Examples
              shade fmt --check Examples
            """
    )

    @Argument(
        help: "Theme files or folders ('-' or none for standard input).", completion: .file(extensions: ["shade"]))
    var files: [String] = []

    @Flag(name: .short, help: "Rewrite the files in place (atomically), when their layout changes.")
    var write = false

    @Flag(help: "Change nothing; list the files that are not formatted and exit 1 if there are any.")
    var check = false

    func validate() throws {
        try UsageCheck.checkOptions(UsageCheck.arguments(of: Self.self), of: Self.self)
        if write && check { throw ValidationError("-w and --check cannot be combined") }
        if (write || check) && (files.isEmpty || files.contains("-")) {
            throw ValidationError("\(write ? "-w" : "--check") needs files; standard input has no file to rewrite")
        }
    }

    func run() throws {
        StopSignals.install()
        var failed = false, unformatted: [String] = []
        let paths = try expanded()
        // A large file gets the memory settings `eval` gets (docs/performance.md, "The formatter's memory").
        MemoryTuning.prepare(forFiles: paths.filter { $0 != "-" }, footprint: .formatting)
        for path in paths {
            let bytes: [UInt8]
            if path == "-" {
                switch SourceReader.read(descriptor: 0) {
                case let .success(read): bytes = read
                case let .failure(failure):
                    Terminal.printError("cannot read '<stdin>': \(failure.reason)")
                    failed = true
                    continue
                }
            } else {
                guard let data = FileManager.default.contents(atPath: path) else {
                    Terminal.printError("cannot read '\(path)'")
                    failed = true
                    continue
                }
                bytes = Array(data)
            }
            if let problem = UTF8Check.problem(in: bytes) {
                let shown = path == "-" ? "<stdin>" : path
                Terminal.printToStandardError("\(shown):\(problem)\(write ? "; it was left as it was" : "")\n")
                failed = true
                continue
            }
            let source = String(decoding: bytes, as: UTF8.self)
            switch ThemeFormatter.format(source, path: path == "-" ? "<stdin>" : path) {
            case let .failure(error):
                Terminal.printError(error)
                failed = true
            case let .success(formatted):
                if check {
                    if formatted != source { unformatted.append(path) }
                } else if write {
                    guard formatted != source else { continue }
                    do { try AtomicFile.write(Array(formatted.utf8), to: path) } catch {
                        Terminal.printError(error)
                        failed = true
                    }
                } else {
                    CheckedOutput.write(formatted)
                }
            }
        }
        try CheckedOutput.finish()
        for path in unformatted { Terminal.printToStandardError("not formatted: \(path)\n") }
        if failed || !unformatted.isEmpty { throw ExitCode(1) }
    }

    /// The files named, with folders replaced by the `.shade` files under them, sorted.
    func expanded() throws -> [String] {
        if files.isEmpty { return ["-"] }
        var result: [String] = []
        for file in files {
            let entry = file == "-" ? nil : FileSystemEntry.at(file)
            guard file == "-" || entry != nil else { throw ValidationError("cannot read '\(file)': no such file") }
            guard entry?.kind == .folder else { result.append(file); continue }
            let found = (try? FileManager.default.subpathsOfDirectory(atPath: file)) ?? []
            result += found.filter { $0.hasSuffix(".shade") }.sorted().map {
                PathText.appending($0, to: file)
            }
        }
        return result
    }
}

/// Source files must be UTF-8: `fmt` refuses to format (and so to rewrite) a file with bytes that
/// are not, rather than turning them into U+FFFD.
enum UTF8Check {
    /// `LINE:COLUMN: error: the file is not valid UTF-8 (byte offset N)`, located as the lexer
    /// locates it (the column in bytes), or nil when every byte is well formed.
    static func problem(in bytes: [UInt8]) -> String? {
        guard let offset = UTF8Validation.firstInvalidByte(in: bytes) else { return nil }
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return "\(line):\(offset - lineStart + 1): error: the file is not valid UTF-8 (byte offset \(offset))"
    }
}
