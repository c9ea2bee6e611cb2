import Foundation
import FuzzSupport
import Shade

/// libFuzzer's entry point: loads the input as a theme file, then renders it every way
/// `shade eval` can (all formats, every column and the chosen ones), renders its diagnostics,
/// and reads every token in every appearance through the embedding API.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = FuzzInput.text(data, size)
    // Imports resolve in an empty folder, which is also their root: nothing outside it is read.
    let theme = ThemeLoader().load(source: source, path: "fuzz.shade", directory: FuzzInput.emptyDirectory)
    renderDiagnostics(theme)
    renderOutputs(theme)
    readTokens(theme)
    return 0
}

/// Diagnostics as `shade eval` prints them on a terminal and into a pipe.
func renderDiagnostics(_ theme: Theme) {
    FuzzInput.consume(Diagnostic.Renderer(colored: false).render(theme.diagnostics))
    FuzzInput.consume(Diagnostic.Renderer(colored: true).render(theme.diagnostics))
}

/// The outputs of `shade eval`: every format over all columns (JSON also streamed as `eval`
/// writes it to standard output), and the columns `--appearance` and `--dark-mode` choose.
/// `eval` stops at errors; a theme with errors is rendered too, as the API allows.
func renderOutputs(_ theme: Theme) {
    for format in OutputFormat.allCases {
        FuzzInput.consume(theme.render(format, swatches: format == .table))
    }
    var streamed = 0
    theme.write(.json) { bytes in streamed += bytes.count }
    let json = theme.renderData(.json)
    FuzzInput.check(
        streamed == json.count, "streamed JSON (\(streamed) bytes) differs from rendered JSON (\(json.count) bytes)")
    let chosen = [theme.appearance(named: "dark"), theme.appearance(scheme: "light"), theme.appearances.last]
    for appearance in chosen.compactMap({ $0 }) {
        FuzzInput.consume(theme.renderData(.json, appearances: [appearance]))
        FuzzInput.consume(theme.render(.csv, appearances: [appearance]))
    }
}

/// Every token by position and by name, every value in every appearance, each value's text,
/// and its `Codable` round trip.
///
/// Every listed token is found by its name, with errors or without (a name declared twice
/// keeps its first declaration, and the second is not listed).
func readTokens(_ theme: Theme) {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for token in theme.tokens {
        FuzzInput.consume(token.typeDescription)
        let found = theme.tokens[token.name]
        FuzzInput.check(found == token, "token '\(token.name)' is not found by its name")
        for appearance in theme.appearances {
            guard let value = theme.value(of: token.name, in: appearance) else { continue }
            FuzzInput.consume(value.description)
            if let encoded = try? encoder.encode(value) {
                FuzzInput.consume(try? decoder.decode(Value.self, from: encoded))
            }
        }
    }
}
