import Foundation
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Loads a theme from source text, named `theme.shade` in diagnostics.
func load(_ source: String, loader: ThemeLoader = ThemeLoader()) -> Theme {
    loader.load(source: source, path: "theme.shade")
}

/// The diagnostics of a theme, rendered without color.
func rendered(_ theme: Theme) -> String {
    Diagnostic.Renderer().render(theme.diagnostics)
}

extension Theme {
    /// The values of a token as strings, keyed by column name (`["light": "#ffffff", …]`).
    func strings(_ name: String) -> [String: String] {
        var result: [String: String] = [:]
        for appearance in appearances {
            if let value = value(of: name, in: appearance) { result[appearance.name] = value.description }
        }
        return result
    }

    /// The one value of a token that does not vary, as a string.
    func string(_ name: String, in column: String? = nil) -> String? {
        let appearance = column.flatMap(appearance(named:)) ?? appearances[0]
        return value(of: name, in: appearance)?.description
    }

    var errorMessages: [String] { diagnostics.filter { $0.severity == .error }.map(\.message) }
}

/// A temporary folder with files, removed by the caller.
func temporaryFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-tests-\(UUID().uuidString)")
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return folder
}
