import Foundation
import Testing
import Shade

/// The hex color suggested for a CSS color name is the color Chromium computes for that name.
@Suite(
    "CSS color names suggested as Chromium reads them",
    .enabled(if: Chromium.path != nil || TestTools.areRequired, "Chromium is not installed"))
struct CSSColorNameBrowserTests {
    static let names = [
        "black", "silver", "gray", "grey", "white", "maroon", "red", "purple", "fuchsia", "magenta", "green", "lime",
        "olive", "yellow", "navy", "blue", "teal", "aqua", "cyan", "orange", "pink", "brown", "transparent"
    ]

    /// `#rrggbb` or `#rrggbbaa` as CSS serializes a computed color.
    static func computed(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let bytes = stride(from: 0, to: digits.count, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
        if bytes.count == 4 && bytes[3] != 255 {
            return
                "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(bytes[3] == 0 ? "0" : String(Double(bytes[3]) / 255)))"
        }
        return "rgb(\(bytes[0]), \(bytes[1]), \(bytes[2]))"
    }

    @Test func everySuggestionIsTheBrowsersColor() throws {
        let chromium = try #require(Chromium.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var page = "<!doctype html><html><body>\n"
        for name in Self.names { page += "<div data-token=\"\(name)\" style=\"color: \(name)\">x</div>\n" }
        page += """
            <script>window.readColors = () => Object.fromEntries([...document.querySelectorAll('[data-token]')]
              .map(element => [element.dataset.token, getComputedStyle(element).color]));</script></body></html>
            """
        try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
        let states: [[String: Any]] = [["scheme": "light", "contrast": "no-preference", "attributes": [:]]]
        try JSONSerialization.data(withJSONObject: states).write(to: folder.appendingPathComponent("states.json"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Export/Browser/computed-colors.py")
        let output = try CSSBrowserTests.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path
        ])
        let results = try #require(JSONSerialization.jsonObject(with: output) as? [[String: String]])
        let browser = try #require(results.first)
        for name in Self.names {
            let theme = load("color c = \(name)\n")
            let suggestion = try #require(theme.diagnostics.first?.suggestions.first, "\(name)")
            #expect(Self.computed(suggestion) == browser[name], "\(name): \(suggestion)")
        }
    }
}
