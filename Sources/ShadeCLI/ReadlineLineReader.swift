import CReadline
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeREPL
import ShadeSyntax
import ShadeTools
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The completer of the line being read; readline's callbacks are C functions without context.
nonisolated(unsafe) private var activeCompleter: Completer?
nonisolated(unsafe) private let expressionBreaks = strdup(Completer.expressionBreaks)
nonisolated(unsafe) private let wordBreaks = strdup(Completer.wordBreaks)

/// Reads lines from the terminal with GNU readline: editing, history kept in a file, tab
/// completion through the REPL's ``Completer``, Ctrl-C to clear the entry, Ctrl-D to leave.
struct ReadlineLineReader: LineReader {
    let historyPath: String?

    /// Sets readline up (`rl_readline_name` is `shade`, so `~/.inputrc` can say `$if shade`)
    /// and reads the history file, creating its folder. A multi-line entry is one history entry,
    /// in the file too: each entry is written after a timestamp line, and read back whole.
    init(historyPath: String?) {
        self.historyPath = historyPath
        shade_readline_configure(completeWord, wordBreakCharacters)
        shade_readline_install()
        using_history()
        shade_history_keep_multiline_entries()
        guard let historyPath else { return }
        // Split here, not by PathText: this file uses public API only, as .ci/libedit-check.sh
        // type-checks it alone, outside the package.
        let slash = historyPath.lastIndex(of: "/")
        let folder = slash.map { $0 == historyPath.startIndex ? "/" : String(historyPath[..<$0]) } ?? "."
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: historyPath) {
            history_truncate_file(historyPath, Int32(HistoryFile.limit))
            shade_history_read(historyPath)
        } else {
            write_history(historyPath)
        }
    }

    mutating func readLine(prompt: String, completer: Completer) -> LineInput {
        activeCompleter = completer
        defer { activeCompleter = nil }
        var interrupted: Int32 = 0
        guard let line = shade_readline(prompt, &interrupted) else {
            return interrupted == 1 ? .interrupt : .end
        }
        defer { free(line) }
        return .line(String(cString: line))
    }

    mutating func addHistory(_ line: String) {
        add_history(line)
        if let historyPath { shade_history_append(historyPath) }
    }
}

/// readline's attempted-completion function: the REPL's candidates, never file names as a fallback.
private func completeWord(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    shade_completion_no_fallback()
    guard let completer = activeCompleter, let buffer = shade_line_buffer() else { return nil }
    let line = String(cString: buffer)
    let candidates = completer.complete(line: line, cursor: Int(shade_point())).candidates
    guard !candidates.isEmpty else { return nil }
    if candidates.count == 1, let last = candidates[0].last, last == "." || last == "/" {
        shade_completion_suppress_append()
    }
    let entries = candidates.count == 1 ? candidates : [commonPrefix(candidates)] + candidates
    let matches = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() { matches[index] = strdup(entry) }
    matches[entries.count] = nil
    // readline frees the array with free(), so it must come from malloc.
    let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
    let copy = malloc(size)!.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    copy.update(from: matches, count: entries.count + 1)
    matches.deallocate()
    return copy
}

/// readline's word-break hook: the REPL decides what a word is from the line so far.
private func wordBreakCharacters() -> UnsafeMutablePointer<CChar>? {
    guard let buffer = shade_line_buffer() else { return expressionBreaks }
    let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(shade_point()))
    let line = String(decoding: bytes, as: UTF8.self)
    return Completer.wordBreakCharacters(forLine: line) == Completer.wordBreaks ? wordBreaks : expressionBreaks
}

private func commonPrefix(_ words: [String]) -> String {
    var prefix = words[0]
    for word in words.dropFirst() {
        while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
}
