import Foundation
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Tab completion: commands after ':', file paths after `:load` and `:save`, the values of
/// `:appearance`, `:dark-mode` and `:system-style`, and elsewhere token names (one group level
/// at a time), built-in and user functions.
public struct Completer: Sendable {
    /// The session whose names are offered.
    package let session: ThemeSession

    /// What a word being typed can become.
    public struct Completion: Hashable, Sendable {
        /// The UTF-8 offset in the line where the word being completed starts.
        public let start: Int
        /// The full replacements for the word, sorted.
        public let candidates: [String]
    }

    /// Creates a completer for a session.
    package init(session: ThemeSession) {
        self.session = session
    }

    /// The characters that end a word in expressions.
    public static let expressionBreaks = " \t\n\"'(),=+-*/<>!&|{}:"
    /// The characters that end a word in command arguments that are paths or single words.
    public static let wordBreaks = " \t\n"

    /// The characters that separate words in `line` (the text before the cursor): only white
    /// space in a command word and in path or word arguments, else the expression breaks.
    public static func wordBreakCharacters(forLine line: String) -> String {
        let trimmed = line.drop(while: \.isWhitespace)
        guard trimmed.hasPrefix(":") else { return expressionBreaks }
        let word = trimmed.dropFirst().prefix { !$0.isWhitespace }
        guard word.count + 1 < trimmed.count else { return wordBreaks }
        if case let .success(command) = Command.resolve(String(word)), !command.takesWord { return expressionBreaks }
        return wordBreaks
    }

    /// The completions at `cursor` (a UTF-8 offset) in `line`.
    public func complete(line: String, cursor: Int) -> Completion {
        let bytes = Array(line.utf8.prefix(max(0, cursor)))
        let before = String(decoding: bytes, as: UTF8.self)
        let breaks = Set(Self.wordBreakCharacters(forLine: before).utf8)
        let start = (bytes.lastIndex { breaks.contains($0) }).map { $0 + 1 } ?? 0
        let word = String(decoding: bytes[start...], as: UTF8.self)
        let head = String(decoding: bytes[..<start], as: UTF8.self)
        let trimmedHead = head.drop(while: \.isWhitespace)
        if trimmedHead.isEmpty, word.hasPrefix(":") {
            let names = Command.allCases.map { ":" + $0.rawValue }
            return Completion(start: start, candidates: names.filter { $0.hasPrefix(word) }.sorted())
        }
        guard trimmedHead.hasPrefix(":") else {
            return Completion(start: start, candidates: session.completions(forName: word))
        }
        let commandWord = String(trimmedHead.dropFirst().prefix { !$0.isWhitespace })
        guard case let .success(command) = Command.resolve(commandWord) else {
            return Completion(start: start, candidates: [])
        }
        let candidates: [String]
        switch command {
        case .load, .save: candidates = Self.paths(completing: word)
        case .appearance:
            candidates = (["all"] + session.appearances.map(\.name) + session.axes.flatMap(\.values)).filter {
                $0.hasPrefix(word)
            }
        case .darkMode: candidates = Appearance.DarkMode.allCases.map(\.rawValue).filter { $0.hasPrefix(word) }
        case .systemStyle: candidates = Appearance.SystemStyle.allCases.map(\.rawValue).filter { $0.hasPrefix(word) }
        case .type, .explain, .table: candidates = session.completions(forName: word)
        case .help, .quit, .reload, .reset: candidates = []
        }
        return Completion(start: start, candidates: Array(Set(candidates)).sorted())
    }

    /// Files and folders (with a trailing '/') whose path starts with `word`; hidden ones only
    /// when the name being typed starts with '.'. A leading `~/` stands for the home folder.
    static func paths(completing word: String) -> [String] {
        let folderPart = word.lastIndex(of: "/").map { String(word[...$0]) } ?? ""
        let partial = String(word.dropFirst(folderPart.count))
        var folder = folderPart.isEmpty ? "." : folderPart
        if folder.hasPrefix("~/") {
            folder = (ProcessInfo.processInfo.environment["HOME"] ?? "~") + folder.dropFirst()
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(partial) && (partial.hasPrefix(".") || !$0.hasPrefix(".")) }.map { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
            return folderPart + name + (isDirectory.boolValue ? "/" : "")
        }.sorted()
    }
}
