import Foundation
import Testing

/// `--appearance` takes axis values: a column is shown when it has all of a name's values.
@Suite("shade eval --appearance: axis values")
struct AppearanceFilterTests {
    static let cases: [(names: [String], header: String)] = [
        (["dark"], "dark-normal-acme,dark-normal-globex,dark-high-acme,dark-high-globex"),
        (["high"], "light-high-acme,light-high-globex,dark-high-acme,dark-high-globex"),
        (["globex"], "light-normal-globex,light-high-globex,dark-normal-globex,dark-high-globex"),
        (["dark-high"], "dark-high-acme,dark-high-globex"),
        (["high-dark"], "dark-high-acme,dark-high-globex"),
        (["dark-high-globex"], "dark-high-globex"),
        (
            ["dark", "high"],
            "dark-normal-acme,dark-normal-globex,dark-high-acme,dark-high-globex,light-high-acme,light-high-globex"
        ),
        (["dark-acme", "dark"], "dark-normal-acme,dark-high-acme,dark-normal-globex,dark-high-globex")
    ]

    @Test("a name's values filter the columns; several names add up", arguments: cases)
    func filter(_ row: (names: [String], header: String)) throws {
        let result = try ShadeProcess.run(
            ["eval", "--format", "csv"] + row.names.flatMap { ["--appearance", $0] } + ["Examples/brands.shade"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("token,type,\(row.header)\r\n"))
    }

    /// A combination the theme does not list shows its fallback (docs/exports.md, One fallback),
    /// and says so on standard error.
    @Test(
        "a combination no column has shows its fallback, with a note",
        arguments: [
            ("dark-high-tritanopia", "dark-high", "dark-high-standard"),
            ("dark-high-dimmed", "dark-high", "dark-high-standard"), ("light-dimmed", "light", "light-normal-standard"),
            ("protanopia-high", "light-high", "light-high-standard")
        ])
    func fallback(_ name: String, _ shown: String, _ listedCombination: String) throws {
        let result = try ShadeProcess.run(
            ["eval", "--format", "csv", "--appearance", name, "Examples/product-modes.shade"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("token,type,\(shown)\r\n"))
        #expect(result.stderr == "shade: note: '\(name)' is not listed; it shows its fallback '\(shown)'\n")
        let listed = try ShadeProcess.run(
            ["eval", "--format", "csv", "--appearance", listedCombination, "Examples/product-modes.shade"])
        #expect(listed.stdout.hasPrefix("token,type,\(shown)\r\n"))
        #expect(
            result.stdout.split(separator: "\r\n").dropFirst() == listed.stdout.split(separator: "\r\n").dropFirst())
    }

    @Test("a name no column has is a usage error", arguments: ["dusk", "dark-dusk", "dark-light", ""])
    func unknown(_ name: String) throws {
        let result = try ShadeProcess.run(["eval", "--appearance", name, "Examples/dynamic-button.shade"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "shade: error: unknown appearance '\(name)'; this theme has 'light', 'dark'\n")
    }
}
