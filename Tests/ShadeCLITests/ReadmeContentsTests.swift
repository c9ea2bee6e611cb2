import Foundation
import ShadeTestSupport
import Testing

/// README as a newcomer reads it: its table of contents lists every section, in order, with
/// GitHub's anchors; every relative link names a file of the repository; and it speaks of the
/// rules themselves, not of documents a reader does not have.
@Suite("README contents")
struct ReadmeContentsTests {
    static let readme: String = {
        (try? String(contentsOf: ShadeBinary.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// GitHub's anchor of a heading: lowercased, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
            }
        ).replacingOccurrences(of: " ", with: "-")
    }

    @Test("the table of contents lists every section in order")
    func contents() throws {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false)
        let headings = lines.filter { $0.hasPrefix("## ") && $0 != "## Contents" }.map { String($0.dropFirst(3)) }
        let start = try #require(lines.firstIndex(of: "## Contents"))
        let entries = lines[(start + 1)...].drop { $0.isEmpty }.prefix { $0.hasPrefix("- [") }
        #expect(entries.map(String.init) == headings.map { "- [\($0)](#\(Self.anchor($0)))" })
        #expect(headings.count >= 8)
    }

    @Test("every relative link names a file of the repository")
    func links() {
        let targets = Self.readme.matches(of: /\]\(([^)#:]+)(#[^)]*)?\)/).map { String($0.1) }
        #expect(!targets.isEmpty)
        for target in targets {
            #expect(
                FileManager.default.fileExists(atPath: ShadeBinary.root.appendingPathComponent(target).path),
                "\(target)")
        }
    }

    @Test("no word of documents a reader does not have", arguments: ["the seed", "Perseus", "brief"])
    func selfContained(_ word: String) {
        #expect(!Self.readme.localizedCaseInsensitiveContains(word), "\(word)")
    }

    /// Documents named in capitals (`CHANGELOG.md`, `Fuzz/README.md`) are files a reader can open.
    @Test("every capitalized Markdown document README names is a file of the repository")
    func markdownFilesExist() {
        let named = Set(Self.readme.matches(of: /(?:[\w.-]+\/)*[A-Z][A-Z_]*\.md\b/).map { String($0.0) })
        #expect(named.contains("CHANGELOG.md"))
        for name in named {
            let exists = FileManager.default.fileExists(atPath: ShadeBinary.root.appendingPathComponent(name).path)
            #expect(exists, "\(name)")
        }
    }
}
