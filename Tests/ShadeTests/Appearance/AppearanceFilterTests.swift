import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import Testing

/// `Theme.appearances(matching:)`: the one rule that chooses columns by axis values.
@Suite("Appearance filter")
struct AppearanceFilterTests {
    static let theme = ThemeLoader().load(
        source: """
            axis brand { acme, globex }
            color base = dynamic(acme: #ffffff, globex: #ff0000)
            color c = dynamic(light: dynamic(normal: base, high: #808080), dark: dynamic(normal: #000000, high: base))
            """)

    static let cases: [(names: [String], columns: [String]?)] = [
        (["dark"], ["dark-normal-acme", "dark-normal-globex", "dark-high-acme", "dark-high-globex"]),
        (["globex-high"], ["light-high-globex", "dark-high-globex"]),
        (["dark-high-acme"], ["dark-high-acme"]),
        (["dark-high-acme", "dark-high"], ["dark-high-acme", "dark-high-globex"]),
        ([], []),
        (["dusk"], nil),
        (["dark-light"], nil),
        (["dark", "nope"], nil)
    ]

    @Test("columns having all of a name's values, names added up in order", arguments: cases)
    func matching(_ row: (names: [String], columns: [String]?)) throws {
        #expect(Self.theme.diagnostics.isEmpty, "\(Self.theme.diagnostics)")
        switch Self.theme.appearances(matching: row.names) {
        case let .success(chosen): #expect(chosen.columns.map(\.name) == row.columns)
        case let .failure(unknown): #expect(row.columns == nil && row.names.last == unknown.name)
        }
    }
}
