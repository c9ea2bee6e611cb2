import Foundation
import Testing
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeTools
import Shade

/// A group opened in several files of a theme, or several times in one file, is one group
/// (docs/language.md, Groups): Primer opens `fgColor`, `bgColor`, `borderColor` in a file per
/// concern.
@Suite("Groups opened more than once")
struct GroupOpeningTests {
    /// Primer's layout, cut down: a base palette, then one file per concern that opens the
    /// functional groups again.
    static let primer = [
        "theme.shade": "import \"functional/fg.shade\"\nimport \"component/button.shade\"\n",
        "base.shade": "group base {\n  color neutral13 = #1f2328\n  color blue5 = #0969da\n}\n",
        "functional/fg.shade": """
        import "../base.shade"
        private color ink = base.neutral13
        group fgColor {
          color default = ink
          color accent = base.blue5
        }
        group bgColor { color default = #ffffff }

        """,
        "component/button.shade": """
        import "../functional/fg.shade"
        private color ink = #ffffff
        group fgColor { color onEmphasis = ink }
        group bgColor {
          color emphasis = default
          color accentEmphasis = fgColor.accent
        }

        """
    ]

    static func loadFolder(_ files: [String: String], entry: String = "theme.shade") throws -> (Theme, URL) {
        let folder = try temporaryFolder(files)
        return (ThemeLoader().load(contentsOf: folder.appendingPathComponent(entry).path), folder)
    }

    @Test("members of every opening merge; each opening sees its own file's private names")
    func primerLayout() throws {
        let (theme, folder) = try Self.loadFolder(Self.primer)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        // Declaration order, imported files first: a later opening's members where it stands.
        #expect(
            theme.tokens.map(\.name) == [
                "base.neutral13", "base.blue5", "fgColor.default", "fgColor.accent", "bgColor.default",
                "fgColor.onEmphasis", "bgColor.emphasis", "bgColor.accentEmphasis"
            ])
        #expect(theme.string("fgColor.default") == "#1f2328")
        #expect(theme.string("fgColor.onEmphasis") == "#ffffff")
        // `default` inside the second opening of bgColor is the first opening's member.
        #expect(theme.string("bgColor.emphasis") == "#ffffff")
        #expect(theme.string("bgColor.accentEmphasis") == "#0969da")
    }

    @Test(
        "a group opened twice in one file, nested groups too",
        arguments: [
            ("group fg { color a = #111111 }\ngroup fg { color b = a }\n", "fg.b"),
            ("group A { group B { color a = #111111 } }\ngroup A { group B { color b = a } }\n", "A.B.b"),
            ("private group fg { color a = #111111 }\nprivate group fg { color b = a }\ncolor c = fg.b\n", "c")
        ])
    func oneFile(_ source: String, token: String) {
        let theme = load(source)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.string(token) == "#111111")
    }

    @Test("a token declared in two openings is an error naming both places")
    func duplicateAcrossOpenings() throws {
        var files = Self.primer
        files["component/button.shade"]! += "group fgColor {\n  color accent = #000000\n}\n"
        let (theme, folder) = try Self.loadFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.standardizedFileURL.path
        #expect(
            Diagnostic.Renderer().render(theme.diagnostics).replacingOccurrences(of: root + "/", with: "") == """
                component/button.shade:9:9: error: 'fgColor.accent' is declared more than once
                    color accent = #000000
                          ^~~~~~
                functional/fg.shade:5:9: note: first declared here
                    color accent = base.blue5
                          ^~~~~~

                """)
    }

    @Test("a group and its later opening in one file: the duplicate names both lines")
    func duplicateInOneFile() {
        #expect(
            rendered(load("group fg { color a = #111111 }\ngroup fg { color a = #222222 }\n")) == """
                theme.shade:2:18: error: 'fg.a' is declared more than once
                  group fg { color a = #222222 }
                                   ^
                theme.shade:1:18: note: first declared here
                  group fg { color a = #111111 }
                                   ^

                """)
    }

    @Test("a group opened twice is one group for every exporter and for the editors")
    func consumers() throws {
        let (theme, folder) = try Self.loadFolder(Self.primer)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case let .file(swiftBytes) = try theme.export(to: .swift).get().output,
            case let .folder(files) = try theme.export(to: .dtcg).get().output,
            let dtcg = files.first(where: { $0.path.hasSuffix(".tokens.json") })
        else { throw CocoaError(.fileReadUnknown) }
        // As many enums as for the group written once (one per platform tree).
        let once = load("group fgColor { color default = #1f2328\n color accent = #0969da }\n")
        guard case let .file(onceBytes) = try once.export(to: .swift).get().output else { return }
        func enums(_ bytes: [UInt8]) -> Int {
            String(decoding: bytes, as: UTF8.self).components(separatedBy: "enum fgColor {").count - 1
        }
        #expect(enums(swiftBytes) == enums(onceBytes) && enums(onceBytes) > 0)
        let json = try JSONSerialization.jsonObject(with: Data(dtcg.bytes)) as! [String: Any]
        let fg = json["fgColor"] as! [String: Any]
        #expect(Set(fg.keys) == ["default", "accent", "onEmphasis"])
        // Completion after `fgColor.` offers the members of every opening.
        let service = CompletionService(theme: theme)
        #expect(service.members(after: "fgColor").map(\.label).sorted() == ["accent", "default", "onEmphasis"])
        // Each opening is a declaration of the group (the language server's definition finds both).
        let openings = theme.outline.symbols.filter { $0.kind == .group && $0.name == "fgColor" }
        #expect(
            openings.map { ($0.location.path as NSString).lastPathComponent }.sorted() == ["button.shade", "fg.shade"])
    }

    @Test("groups of different visibility are not one group")
    func visibilityMismatch() {
        #expect(
            load("group fg { color a = #111111 }\nprivate group fg { color b = #222222 }\n").errorMessages == [
                "'fg' is declared more than once"
            ])
    }
}
