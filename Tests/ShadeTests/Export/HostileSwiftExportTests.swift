import Foundation
import Testing
import ShadeTestSupport
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Hostile text in the Swift export, proved where the file is consumed: themes generated from
/// ``HostileCorpus`` (``HostileTheme``) export, compile with swiftc against the stand-ins with
/// warnings as errors, declare as many members as their clean twins, and every string token
/// read back in the compiled program equals the theme's value.
@Suite("Export: hostile text through swiftc")
struct HostileSwiftExportTests {
    static let seeds: [UInt64] = [1, 2, 3]

    @Test("hostile themes compile to the declarations of their clean twins, and their strings read back")
    func hostileThemesCompileAndReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try SwiftHarness.buildStandIns(.uiKit, in: folder)
        try #require(failure == nil, "\(failure ?? "")")
        var entries: [SwiftHarness.Entry] = [], sources: [String] = []
        // The header's command and source path are hostile too.
        let options = { (namespace: String) in
            ExportTarget.Options(
                namespace: namespace, command: "shade export\rpublic let injected = 1 \u{2028}\u{202E}")
        }
        for seed in Self.seeds {
            let hostile = HostileTheme(seed: seed, count: 60)
            let theme = load(hostile.source), clean = load(hostile.clean)
            try #require(!theme.hasErrors, "seed \(seed): \(theme.diagnostics.map(\.message))")
            try #require(!clean.hasErrors, "seed \(seed): \(clean.diagnostics.map(\.message))")
            let code = try #require(try? theme.export(to: .swift, options: options("Hostile\(seed)")).get().output)
            let cleanCode = try #require(try? clean.export(to: .swift, options: options("Clean\(seed)")).get().output)
            guard case let .file(bytes) = code, case let .file(cleanBytes) = cleanCode else { return }
            for declaration in ["public static let ", "public enum ", "case ", "public static var "] {
                #expect(
                    Self.count(declaration, in: bytes) == Self.count(declaration, in: cleanBytes),
                    "seed \(seed): \(declaration)")
            }
            for (namespace, theme, bytes) in [("Hostile\(seed)", theme, bytes), ("Clean\(seed)", clean, cleanBytes)] {
                try Data(bytes).write(to: folder.appendingPathComponent("\(namespace).swift"))
                sources.append("\(namespace).swift")
                entries.append(SwiftHarness.Entry(namespace: namespace, theme: theme, source: "seed \(seed)"))
            }
        }
        try Data(SwiftHarness.harness(entries, platform: .uiKit).utf8).write(
            to: folder.appendingPathComponent("Harness.swift"))
        let built = try SwiftHarness.buildHarness(sources + ["Harness.swift"], platform: .uiKit, in: folder)
        try #require(built == nil, "the exported Swift does not compile:\n\(built ?? "")")
        let run = try SwiftHarness.run(folder.appendingPathComponent("harness"), [], in: folder)
        try #require(run.status == 0, "the harness failed:\n\(run.output)")
        let rows = try JSONDecoder().decode([[String]].self, from: Data(run.output.utf8))
        var read: [String: String] = [:]
        for row in rows where row[1] != "unspecified" { read[row[0] + " " + row[2]] = row[3] }
        var compared = 0
        for entry in entries {
            for token in entry.theme.tokens where token.type == .string {
                let expected = entry.theme.value(of: token.name, in: entry.theme.appearances[0])?.string
                #expect(
                    read[entry.namespace + " " + token.name] == expected,
                    "\(entry.namespace) \(token.name.debugDescription)")
                compared += 1
            }
        }
        #expect(compared == Self.seeds.count * 2 * 60)
    }

    /// How many times `text` occurs in the bytes of a file.
    static func count(_ text: String, in bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: text).count - 1
    }

    @Test("a component or container that is no Swift class name is an error naming it, and nothing is written")
    func classNamesThatAreNoSwiftNamesAreErrors() throws {
        let theme = load(
            "component `Bar\"]) {}` { color tint = #000000 }\nstyle `Bar\"]) {}` in `A b` { tint = #ffffff }\n")
        try #require(!theme.hasErrors, "\(theme.diagnostics.map(\.message))")
        guard case let .failure(.invalidNames(diagnostics)) = theme.export(to: .swift) else {
            Issue.record("the export did not fail")
            return
        }
        #expect(
            diagnostics.map(\.message) == [
                "component 'Bar\"]) {}' is no Swift class name, which the Swift export must write as it is; rename it",
                "container 'A b' is no Swift class name, which the Swift export must write as it is; rename it"
            ])
        #expect(diagnostics.map { $0.location?.start.line } == [1, 2])
    }
}
