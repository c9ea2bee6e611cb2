import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Composites in the CSS export, read back by Chromium as computed `box-shadow`, `border`,
/// `font` and `background-image`, in light and dark (a shadow with one layer in light, two in dark).
@Suite(
    "Export: CSS composites in Chromium",
    .enabled(if: Chromium.path != nil || TestTools.areRequired, "Chromium is not installed"))
struct CSSCompositeBrowserTests {
    static let theme = """
        shadow card = dynamic(light: shadow(#00000033, 0px, 1px, 2px), dark: shadow(#000000, 0px, 1px) + shadow(#ff0000, 0px, 4px, 8px, -2px, inset: true))
        border line = border(#d0d7de, 2px, "dashed")
        typography body = typography("Inter", 20px, 600, lineHeight: 1.5)
        gradient hero = gradient(#ffffff, #000000, 0, 0.5)
        """

    /// The property each token is read through, and what Chromium computes in light and dark.
    static let expected: [(token: String, property: String, light: String, dark: String)] = [
        (
            "card", "boxShadow", "rgba(0, 0, 0, 0.2) 0px 1px 2px 0px",
            "rgb(0, 0, 0) 0px 1px 0px 0px, rgb(255, 0, 0) 0px 4px 8px -2px inset"
        ),
        ("line", "border", "2px dashed rgb(208, 215, 222)", "2px dashed rgb(208, 215, 222)"),
        ("body", "font", "600 20px / 30px Inter", "600 20px / 30px Inter"),
        (
            "hero", "backgroundImage", "linear-gradient(rgb(255, 255, 255) 0%, rgb(0, 0, 0) 50%)",
            "linear-gradient(rgb(255, 255, 255) 0%, rgb(0, 0, 0) 50%)"
        )
    ]

    @Test func computedComposites() throws {
        let chromium = try #require(Chromium.path)
        guard case let .file(css) = try load(Self.theme).export(to: .css).get().output else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(css).write(to: folder.appendingPathComponent("theme.css"))
        let properties = ["card": "box-shadow", "line": "border", "body": "font", "hero": "background-image"]
        var page =
            "<!doctype html><html><head><meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"theme.css\"></head><body>\n"
        for row in Self.expected {
            page +=
                "<div data-token=\"\(row.token)\" data-property=\"\(row.property)\" style=\"\(properties[row.token]!): var(--\(row.token))\">x</div>\n"
        }
        page += """
            <script>window.readColors = () => Object.fromEntries([...document.querySelectorAll('[data-token]')]
              .map(element => [element.dataset.token, getComputedStyle(element)[element.dataset.property]]));</script></body></html>
            """
        try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
        let states: [[String: Any]] = ["light", "dark"].map {
            ["scheme": $0, "contrast": "no-preference", "attributes": [String: String]()]
        }
        try JSONSerialization.data(withJSONObject: states).write(to: folder.appendingPathComponent("states.json"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let output = try CSSBrowserTests.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path
        ])
        let results = try #require(JSONSerialization.jsonObject(with: output) as? [[String: String]])
        try #require(results.count == 2)
        for row in Self.expected {
            #expect(results[0][row.token] == row.light, "\(row.token) in light")
            #expect(results[1][row.token] == row.dark, "\(row.token) in dark")
        }
    }
}
