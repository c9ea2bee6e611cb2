import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// DTCG → Shade → DTCG on token sets in the shapes published ones take: every combination of the
/// original's contexts against the export's combination for the same appearance, resolved by the
/// independent resolver (`DTCGResolver/resolve.py roundtrip`), with every remaining difference
/// listed by kind (README, Design tokens; docs/dtcg.md, Round trip).
@Suite("Export: DTCG round trip")
struct DTCGRoundTripTests {
    static let cases: [(path: String, contexts: String, differences: [String])] = [
        // A Figma variables export: two modes, $extensions of Figma's, a $root token.
        ("figma/theme.resolver.json", #"{"Light": "light", "Dark": "dark"}"#, ["2 combinations compared"]),
        // Three modifiers, each a context set of aliases; a P3 color, a deprecation, Tokens Studio's $extensions.
        (
            "modes/theme.resolver.json",
            #"{"light": "light", "dark": "dark", "comfortable": "comfortable", "compact": "compact", "#
                + #""ocean": "ocean", "forest": "forest"}"#,
            ["8 combinations compared"]
        ),
        // Scheme-with-suffix contexts (light_ax, …) and a brand; a set left out of the resolution order.
        (
            "resolver/theme.resolver.json",
            #"{"light": "light-standard", "light_ax": "light-ax", "dark": "dark-standard", "dark_ax": "dark-ax", "#
                + #""acme": "acme", "globex": "globex"}"#,
            [
                "token: legacy.snow: only in the export",
                "value: theme.fg: original '(unresolved)', export '#fafafa'",
                "8 combinations compared"
            ]
        ),
        // A Tokens Studio export in its W3C form: pre-2025 strings, tokens Shade leaves out.
        (
            "tokens-studio/tokens.json", "{}",
            [
                "token: core.spacing.md: only in the original", "token: core.spacing.screen: only in the original",
                "token: semantic.border: only in the original", "token: semantic.gap: only in the original",
                "token: semantic.gutter: only in the original", "token: semantic.hero: only in the original",
                "type: core.rounded: original 'boolean', export 'bool'",
                "value: core.colors.blue.600: original 'rgba(37, 99, 235, 0.5)', export '#2563eb80'",
                "value: core.colors.grey: original 'hsl(220, 13%, 91%)', export '#e5e7eb'",
                "1 combinations compared"
            ]
        )
    ]

    @Test(
        "import then export: the same tokens, types, values, references and descriptions, but the differences listed",
        .enabled(if: DTCGResolverTests.python != nil || TestTools.areRequired, "python3 is missing"),
        arguments: cases)
    func roundTrip(_ path: String, contexts: String, differences: [String]) throws {
        let python = try #require(DTCGResolverTests.python, "python3 is required here (SHADE_REQUIRE_TOOLS=1)")
        let original = DTCGPublishedSetTests.path(path)
        let source = try #require(DTCGImport.importing(files: [original]).source)
        let theme = load(source)
        try #require(!theme.hasErrors, "\(theme.errorMessages)")
        guard case let .folder(files) = try theme.export(to: .dtcg).get().output else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-dtcg-\(UUID().uuidString)")
        try AtomicFolder.write(files, to: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = folder.appendingPathComponent("theme.resolver.json").path
        let result = try ToolProcess.run(
            python, [DTCGResolverTests.script.path, "roundtrip", original, exported, contexts])
        #expect(result.output == differences.joined(separator: "\n") + "\n")
    }
}
