import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// What an export refuses, and how it says so.
@Suite("Export: errors")
struct ExportErrorTests {
    func failure(_ source: String, options: ExportTarget.Options = ExportTarget.Options()) -> ExportError? {
        if case let .failure(error) = load(source).export(to: .xcassets, options: options) { return error }
        return nil
    }

    @Test("a theme with errors exports nothing")
    func themeWithErrors() {
        #expect(failure("color c = nope") == .themeHasErrors)
        #expect(failure("assert 1 > 2") == .themeHasErrors)
    }

    static let collisions: [(source: String, message: String, line: Int, column: Int, noteLine: Int)] = [
        (
            "color primary = #fff\ncolor Primary = #000",
            "token 'primary' and token 'Primary' both become the asset name 'primary'; rename one of them", 2, 7, 1
        ),
        (
            "group Brand { color a = #fff }\ncolor brand = #000",
            "group 'Brand' and token 'brand' both become the asset name 'brand'; rename one of them", 2, 7, 1
        ),
        (
            "group G {\n  color Key = #fff\n  group Inner { color x = #000 }\n  color key = #000\n}",
            "token 'G.Key' and token 'G.key' both become the asset name 'key'; rename one of them", 4, 9, 2
        )
    ]

    @Test(
        "names that become one asset name are an error at the second, with a note at the first", arguments: collisions)
    func collision(_ row: (source: String, message: String, line: Int, column: Int, noteLine: Int)) {
        guard case let .invalidNames(diagnostics) = failure(row.source) else {
            Issue.record("expected a name collision")
            return
        }
        #expect(diagnostics.map(\.message) == [row.message])
        #expect(diagnostics.first?.location?.start == Diagnostic.Position(line: row.line, column: row.column))
        #expect(diagnostics.first?.notes.first?.location?.start.line == row.noteLine)
    }

    @Test("names that differ only in case are fine where they are not colors")
    func nonColorsDoNotCollide() {
        #expect(failure("color primary = #fff\nnumber Primary = 1") == nil)
    }

    static let usage: [(selection: [String: String], message: String)] = [
        (
            [:],
            "the theme varies on axis 'brand', which xcassets cannot switch at run time; export one of its values with --select brand=VALUE (acme, globex), one export per value"
        ),
        (["brnad": "acme"], "unknown axis 'brnad' in --select; the theme's declared axes are brand (acme, globex)"),
        (["scheme": "dark"], "unknown axis 'scheme' in --select; the theme's declared axes are brand (acme, globex)"),
        (["brand": "initech"], "axis 'brand' has no value 'initech'; use one of acme, globex")
    ]

    @Test(
        "a declared axis is never dropped silently: it must be selected, and the selection must exist", arguments: usage
    )
    func selection(_ row: (selection: [String: String], message: String)) {
        let source = "axis brand { acme, globex }\ncolor accent = dynamic(acme: #d0312d, globex: #0f7c7a)"
        #expect(failure(source, options: ExportTarget.Options(selection: row.selection)) == .usage(row.message))
    }

    @Test("a declared axis no color varies on needs no selection")
    func unusedAxis() {
        #expect(failure("axis brand { acme, globex }\ncolor c = #fff\nnumber n = dynamic(acme: 1, globex: 2)") == nil)
    }
}
