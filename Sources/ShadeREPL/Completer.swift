#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Tab completion: commands after ':', file paths after `:load` and `:save`, the values of
/// `:appearance`, `:dark-mode` and `:system-style`, and elsewhere what the session's
/// ``CompletionService`` answers (the language server's too), as whole words: names one group
/// level at a time (`Semantic.`), members after a dot, built-ins, keywords.
public struct Completer: Sendable {
    /// The session whose names are offered.
    package let session: ThemeSession

    /// What a word being typed can become.
    public struct Completion: Hashable, Sendable {
        /// The UTF-8 offset in the line where the word being completed starts.
        public let start: Int
        /// The full replacements for the word, sorted.
        public let candidates: [String]
        /// The signature of the call the cursor is in, with the argument being written marked
        /// (`fn mix(a: color, «b: color», by: number = 0.5) -> color`); nil outside a call.
        public let signature: String?

        init(start: Int, candidates: [String], signature: String? = nil) {
            self.start = start
            self.candidates = candidates
            self.signature = signature
        }
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
            return Completion(start: start, candidates: names(in: bytes, from: start), signature: signature(in: bytes))
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
        case .type, .explain, .table:
            return Completion(start: start, candidates: names(in: bytes, from: start), signature: signature(in: bytes))
        case .help, .quit, .reload, .reset: candidates = []
        }
        return Completion(start: start, candidates: Array(Set(candidates)).sorted())
    }

    /// The service's answer for the name ending the text before the cursor, as whole words
    /// replacing the word from `start`: `Semantic.background`, a group or component as `Semantic.`.
    private func names(in bytes: [UInt8], from start: Int) -> [String] {
        let answer = session.completions.complete(bytes, at: bytes.count)
        // A word the service does not read as a name (`#ff`) has no completions.
        guard answer.start == start else { return [] }
        let head = answer.base.map { $0 + "." } ?? ""
        return Set(answer.items.map { head + $0.label + ($0.kind == .group ? "." : "") }).sorted()
    }

    /// The signature of the call the cursor is in, its active parameter between « and ».
    private func signature(in bytes: [UInt8]) -> String? {
        guard let help = session.completions.signatureHelp(bytes, at: bytes.count) else { return nil }
        guard help.parameters.indices.contains(help.activeParameter) else { return help.label }
        let parameters = help.parameters.enumerated().map { $0 == help.activeParameter ? "«\($1)»" : $1 }
        guard let list = help.label.occurrence(of: "(" + help.parameters.joined(separator: ", ") + ")") else {
            return help.label
        }
        return help.label[..<list.lowerBound] + "(" + parameters.joined(separator: ", ") + ")"
            + help.label[list.upperBound...]
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
            let isFolder = FileSystemEntry.at(PathText.appending(name, to: folder))?.kind == .folder
            return folderPart + name + (isFolder ? "/" : "")
        }.sorted()
    }
}
