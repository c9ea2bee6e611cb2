import Foundation
import ShadeTestSupport
import ShadeTools
import Testing

/// The version is written once (`ShadeVersion.current`); what else names it is kept equal to it,
/// and CHANGELOG.md keeps the Keep a Changelog form.
@Suite("Release: one version, a changelog")
struct ReleaseTests {
    func text(_ path: String) throws -> String {
        try String(contentsOf: ShadeBinary.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("shade --version prints the version, and nothing else")
    func versionCommand() throws {
        let result = try ShadeProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == ShadeVersion.current + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("the version is semantic: MAJOR.MINOR.PATCH")
    func semantic() {
        let parts = ShadeVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
    }

    @Test("the VS Code extension carries the same version")
    func vscodeExtension() throws {
        let data = try Data(contentsOf: ShadeBinary.root.appendingPathComponent("editors/vscode/package.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["version"] as? String == ShadeVersion.current)
    }

    @Test("CHANGELOG.md: an Unreleased section first, Added/Changed/Fixed headings, released versions dated")
    func changelog() throws {
        let lines = try text("CHANGELOG.md").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# Changelog")
        let versions = lines.filter { $0.hasPrefix("## ") }
        #expect(versions.first == "## [Unreleased]")
        for heading in versions.dropFirst() {
            // "## [1.2.3] - 2026-11-25"
            #expect(heading.wholeMatch(of: /## \[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}/) != nil, "\(heading)")
        }
        let kinds = Set(["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"])
        for heading in lines where heading.hasPrefix("### ") {
            #expect(kinds.contains(String(heading.dropFirst(4))), "\(heading)")
        }
        // A released version is the current one or older: the newest dated heading is never ahead.
        if let newest = versions.dropFirst().first {
            #expect(newest.contains("[\(ShadeVersion.current)]"), "\(newest)")
        }
    }
}
