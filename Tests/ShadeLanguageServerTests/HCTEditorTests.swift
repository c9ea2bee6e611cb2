import Foundation
import ShadeLanguageServer
import Testing

/// The language server knows Material's HCT: `hct` completes with its signature, and hover on it
/// and on a token built with it shows the signature and the solved values.
@Suite struct HCTEditorTests {
    static let theme = """
        color seed = #6750a4
        color primary = dynamic(light: hct(seed.hct.h, 36, 40), dark: hct(seed.hct.h, 36, 80))
        color c = hc

        """

    func request(_ method: String, _ line: Int, _ character: Int) throws -> JSONValue? {
        try LSPClient.answer(method, on: Self.theme, at: line, character)["result"]
    }

    @Test func completionOffersHCTWithItsSignature() throws {
        let items = try request("textDocument/completion", 2, 12)?.arrayValue ?? []
        let hct = items.first { $0["label"]?.stringValue == "hct" }
        #expect(
            hct?["detail"]?.stringValue
                == "fn hct(h: number, c: number, t: number, alpha: number = 1) -> color  (built in)")
    }

    @Test func hoverShowsTheSignatureAndTheSolvedValues() throws {
        let signature = try request("textDocument/hover", 1, 33)?["contents"]?["value"]?.stringValue
        #expect(
            signature?.contains("fn hct(h: number, c: number, t: number, alpha: number = 1) -> color  (built in)")
                == true)
        // The values material-color-utilities gives for seed #6750a4 (Oracle/material-schemes.json).
        let token = try request("textDocument/hover", 1, 8)?["contents"]?["value"]?.stringValue ?? ""
        #expect(token.contains("#65558f") && token.contains("#cfbdfe"), "\(token)")
    }
}
