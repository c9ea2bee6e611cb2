import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

@Suite("Names, groups, private and imports")
struct NameResolutionTests {
    @Test("inside a group its own names resolve first, then enclosing scopes")
    func scopes() {
        let theme = load(
            """
            color accent = #ff0000
            group A {
              color accent = #00ff00
              color mine = accent
              group B {
                color inner = accent
                color outer = A.accent
              }
            }
            color top = accent
            color deep = A.B.inner
            """)
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.string("A.mine") == "#00ff00")
        #expect(theme.string("A.B.inner") == "#00ff00")
        #expect(theme.string("top") == "#ff0000")
        #expect(theme.string("deep") == "#00ff00")
    }

    @Test("definition order does not matter")
    func order() {
        let theme = load("color b = darken(a, 0.5)\ncolor a = #ffffff")
        #expect(theme.string("b") == "#808080")
        #expect(theme.tokens.map(\.name) == ["b", "a"])
    }

    @Test("a private palette is usable in its file and never emitted")
    func privatePalette() {
        let theme = load(
            """
            private group Essentials { color blue40 = 0x3c64f4 }
            group Semantic {
              private color seed = #000000
              color key = Essentials.blue40
              color shadow = seed
            }
            """)
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.tokens.map(\.name) == ["Semantic.key", "Semantic.shadow"])
        #expect(theme.value(of: "Essentials.blue40", in: theme.appearances[0]) == .color(ThemeColor(hex: "#3c64f4")!))
    }

    @Test("a group member that is private is visible inside its group and nested groups only")
    func privateMember() {
        #expect(load("group P { private color x = #fff\n group Q { color y = x } }").diagnostics.isEmpty)
        #expect(
            load("group P { private color x = #fff }\ncolor y = P.x").errorMessages == ["'P.x' is private to group 'P'"]
        )
    }

    @Test("using a group or a function as a value is explained")
    func misuse() {
        #expect(
            load("group G { color a = #fff }\ncolor b = G").errorMessages == [
                "'G' is a group, not a value; name one of its members"
            ])
        #expect(load("fn f() -> color = #fff\ncolor b = f").errorMessages == ["'f' is a function; call it with '(…)'"])
        #expect(load("color a = #fff\ncolor b = a(1)").errorMessages == ["'a' is not a function"])
    }

    @Test("imports bring declarations in, first in the output; each file is loaded once")
    func imports() throws {
        let folder = try temporaryFolder([
            "theme.shade":
                "import \"palette/colors.shade\"\nimport \"palette/colors.shade\"\ncolor key = Palette.blue\n",
            "palette/colors.shade": "import \"base.shade\"\ngroup Palette { color blue = darken(base, 0) }\n",
            "palette/base.shade": "color base = 0x3c64f4\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(contentsOf: folder.appendingPathComponent("theme.shade").path)
        #expect(theme.diagnostics.isEmpty, "\(rendered(theme))")
        #expect(theme.tokens.map(\.name) == ["base", "Palette.blue", "key"])
    }

    @Test("imports may not leave the entry file's folder")
    func confinement() throws {
        let folder = try temporaryFolder([
            "outside.shade": "color x = #fff\n",
            "root/theme.shade": "import \"../outside.shade\"\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(contentsOf: folder.appendingPathComponent("root/theme.shade").path)
        #expect(
            theme.errorMessages.first?.hasPrefix("import '../outside.shade' leaves the theme's root folder") == true)
    }

    @Test("a missing import is an error at the import")
    func missingImport() {
        let theme = load("import \"nowhere.shade\"\n")
        #expect(theme.errorMessages == ["cannot find imported file 'nowhere.shade'"])
        #expect(theme.diagnostics[0].location?.start == Diagnostic.Position(line: 1, column: 8))
    }

    @Test("importing the folder itself finds no file", arguments: ["", ".", "./"])
    func importFolder(_ path: String) {
        #expect(load("import \"\(path)\"\n").errorMessages == ["cannot find imported file '\(path)'"])
    }

    @Test("import and axis only at the top level; private only on declarations")
    func placement() {
        #expect(
            load("group G { import \"x.shade\" }").errorMessages == [
                "'import' is only allowed at the top level of a file"
            ])
        #expect(
            load("group G { axis brand { a, b } }").errorMessages == [
                "'axis' is only allowed at the top level of a file"
            ])
        #expect(load("private import \"x.shade\"").errorMessages == ["'import' cannot be private"])
    }

    @Test("duplicate names across files are reported with a note")
    func duplicateAcrossFiles() throws {
        let folder = try temporaryFolder([
            "a.shade": "import \"b.shade\"\ncolor x = #fff\n", "b.shade": "color x = #000\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(contentsOf: folder.appendingPathComponent("a.shade").path)
        #expect(theme.errorMessages == ["'x' is declared more than once"])
        #expect(theme.diagnostics[0].notes.first?.location?.path.hasSuffix("b.shade") == true)
    }
}

@Suite("Unused private tokens")
struct UnusedPrivateTokenTests {
    @Test("a private token nobody uses is a warning; the theme still resolves")
    func warning() {
        let theme = load(
            "private group Palette {\n  color used = #fff\n  color unused = #000\n}\ncolor c = Palette.used\n")
        #expect(!theme.hasErrors)
        #expect(
            rendered(theme) == """
                theme.shade:3:9: warning: private token 'Palette.unused' is never used; it is not emitted either
                    color unused = #000
                          ^~~~~~

                """)
        #expect(theme.string("c") == "#ffffff")
    }
}
