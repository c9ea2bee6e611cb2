import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `FileNameEscaping`: every hostile name is one valid path component, stable across runs.
@Suite("Escaping: file names")
struct FileNameEscapingTests {
    static let names = HostileCorpus.all + [String(repeating: "é", count: 200), String(repeating: "a", count: 300)]

    @Test("a name becomes one path component: no '/', not '.' or '..', no control, at most 255 bytes", arguments: names)
    func component(_ name: String) {
        for suffix in ["", ".colorset"] {
            let component = FileNameEscaping.component(name, suffix: suffix)
            let scalars = component.unicodeScalars
            #expect(!scalars.isEmpty && scalars.first != ".")
            #expect(!scalars.contains { $0 == "/" || $0 == "\\" || $0 == ":" || XMLEscaping.isInvisibleControl($0) })
            #expect((component + suffix).utf8.count <= 255)
            #expect(component == FileNameEscaping.component(name, suffix: suffix))
        }
    }

    static let exact: [(String, String)] = [
        ("primary", "primary"), ("a/b", "a-b"), ("a/\u{301}b", "a-\u{301}b"), ("..", "--"), (".", "-"),
        ("../escape", "---escape"), ("a\u{0}b", "a-b"), ("rtl\u{202E}txt.exe", "rtl-txt.exe"), ("", "-"),
        ("a:b", "a-b"), ("Button background", "Button background"), ("e\u{301}", "e\u{301}")
    ]

    @Test("exact components", arguments: exact)
    func exactComponent(input: String, output: String) {
        #expect(Array(FileNameEscaping.component(input).unicodeScalars) == Array(output.unicodeScalars))
    }

    @Test("a long name is cut at a scalar and ends in a hash of the whole name")
    func long() {
        let a = FileNameEscaping.component(String(repeating: "é", count: 200) + "a", suffix: ".colorset")
        let b = FileNameEscaping.component(String(repeating: "é", count: 200) + "b", suffix: ".colorset")
        #expect(a != b)
        #expect(a.utf8.count == 245 && b.utf8.count == 245)
        #expect(a.hasPrefix(String(repeating: "é", count: 118) + "~"))
    }
}
