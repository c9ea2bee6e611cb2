import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// One `.shade` file the grammar tests read.
struct GrammarSample: Sendable, CustomTestStringConvertible {
    /// The path from the package root, as shown in test results.
    let name: String
    let url: URL

    var testDescription: String { name }

    /// The file's bytes, exactly (a byte order mark is kept).
    var bytes: [UInt8] {
        get throws { Array(try Data(contentsOf: url)) }
    }

    /// The file's text, decoded without dropping anything.
    var text: String {
        get throws { String(decoding: try bytes, as: UTF8.self) }
    }
}

/// Where the grammar, its fixtures and the examples live, found from this file's own path.
enum GrammarCorpus {
    /// The package root: this file is `Tests/ShadeTests/Grammar/GrammarCorpus.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let grammarFile = packageRoot.appendingPathComponent("Grammar/shade.ebnf")

    static let validFixtures = samples(in: "Tests/ShadeTests/Fixtures/valid")
    static let invalidFixtures = samples(in: "Tests/ShadeTests/Fixtures/invalid")
    /// Every theme in `Examples/`, however many there are.
    static let examples = samples(in: "Examples")

    /// The grammar, read once.
    static let grammar = Result { () throws -> EBNFGrammar in
        try EBNFReader.read(String(contentsOf: grammarFile, encoding: .utf8))
    }

    /// The recognizer built from the grammar.
    static func recognizer() throws -> GrammarRecognizer {
        GrammarRecognizer(grammar: try grammar.get())
    }

    /// The `.shade` files directly in `folder` (relative to the package root), by name.
    static func samples(in folder: String) -> [GrammarSample] {
        let directory = packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".shade") }.sorted().map {
            GrammarSample(name: "\(folder)/\($0)", url: directory.appendingPathComponent($0))
        }
    }
}

/// The real lexer and parser, run on one file without loading its imports.
enum ShadeSyntax {
    /// The errors the lexer and parser report for `bytes`.
    static func errors(in bytes: [UInt8], path: String) -> [Diagnostic] {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: path, bytes: bytes))
        _ = Parser.parse(file: file, source: log.sources[file], log: &log)
        return log.diagnostics.filter { $0.severity == .error }
    }

    /// The texts of the tokens the real lexer makes of `bytes`.
    static func tokenTexts(of bytes: [UInt8]) -> [String] {
        var log = DiagnosticLog(sources: SourceMap())
        let source = SourceFile(path: "tokens.shade", bytes: bytes)
        let file = log.sources.add(source)
        return Lexer.tokenize(file: file, bytes: source.bytes, log: &log)
            .filter { $0.kind != .endOfFile }
            .map { source.text($0.range) }
    }
}
