import Foundation
import Testing
import ShadeTestSupport
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Hostile text in the CSS export and the swatch sheet, proved in headless Chromium: themes
/// generated from ``HostileCorpus`` (``HostileTheme``) give as many rules, elements and scripts
/// as their clean twins; every string token reads back from the stylesheet and from the sheet
/// as the theme's value, and the hostile axis, component and container names still select.
@Suite(
    "Export: hostile text in Chromium",
    .enabled(if: Chromium.path != nil || TestTools.areRequired, "Chromium is not installed"))
struct HostileWebExportTests {
    /// What the page reports: counts, and what each probe reads.
    static let reader = """
        window.readColors = () => {
          const root = document.documentElement, probes = window.shadeProbes || {};
          const out = {rules: document.styleSheets[0].cssRules.length, elements: document.getElementsByTagName('*').length,
                       scripts: document.scripts.length, strings: {}, tokens: [], cells: {}};
          for (const name of probes.strings || []) out.strings[name] = getComputedStyle(root).getPropertyValue(name);
          for (const cell of document.querySelectorAll('td[data-token]')) {
            if (out.cells[cell.dataset.token] === undefined) { out.tokens.push(cell.dataset.token); out.cells[cell.dataset.token] = cell.querySelector('code').textContent; }
          }
          if (probes.component) {
            const outer = document.createElement('div'), inner = document.createElement('div');
            outer.setAttribute('class', probes.container); inner.setAttribute('class', probes.component);
            outer.appendChild(inner); document.body.appendChild(outer);
            out.styled = getComputedStyle(inner).getPropertyValue(probes.property).trim();
            outer.remove();
          }
          if (probes.axis) {
            try { root.setAttribute('data-' + probes.axis, probes.value); out.axis = getComputedStyle(root).getPropertyValue(probes.color).trim(); }
            catch (error) { out.axis = 'unsettable'; }
            root.removeAttribute('data-' + probes.axis);
          }
          return out;
        };
        """

    /// A page that loads the stylesheet as a `<style>` element's text, set from script (a
    /// file's linked sheet is cross-origin, and its rules unreadable), with the probes.
    static func page(_ folder: URL, css: [UInt8], probes: [String: Any]) throws -> URL {
        let data = try JSONSerialization.data(withJSONObject: [
            "css": String(decoding: css, as: UTF8.self), "probes": probes
        ])
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        let page =
            "<!doctype html><html><head><meta charset=\"utf-8\"></head><body><script>const shade = \(json);"
            + " const sheet = document.createElement('style'); sheet.textContent = shade.css; document.head.appendChild(sheet);"
            + " window.shadeProbes = shade.probes;</script></body></html>"
        let url = folder.appendingPathComponent("page-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: url)
        return url
    }

    static func read(_ page: URL, in folder: URL) throws -> [String: Any] {
        let chromium = try #require(
            Chromium.path, "Chromium is required here (SHADE_REQUIRE_TOOLS=1) but not installed")
        let states = folder.appendingPathComponent("states.json"), reader = folder.appendingPathComponent("reader.js")
        try Data("[{\"scheme\": \"light\", \"contrast\": \"no-preference\"}]".utf8).write(to: states)
        try Data(Self.reader.utf8).write(to: reader)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let output = try CSSBrowserTests.run(["python3", script.path, chromium, page.path, states.path, reader.path])
        return try #require((try JSONSerialization.jsonObject(with: output) as? [[String: Any]])?.first)
    }

    @Test(
        "the stylesheet and the sheet of a hostile theme have the rules and elements of its clean twin, and read back",
        arguments: [1, 2, 3] as [UInt64])
    func hostileThemeInChromium(seed: UInt64) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-hostile-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = HostileTheme(seed: seed, count: 60, styles: true)
        let theme = load(hostile.source), clean = load(hostile.clean)
        try #require(!theme.hasErrors, "\(theme.diagnostics.map(\.message))")
        guard case let .file(css) = try theme.export(to: .css).get().output,
            case let .file(cleanCSS) = try clean.export(to: .css).get().output,
            case let .file(sheet) = try theme.export(to: .html).get().output,
            case let .file(cleanSheet) = try clean.export(to: .html).get().output
        else { return }
        let strings = theme.tokens.filter { $0.type == .string }
        let property = { (name: String) in "--" + ExportNaming.lowercaseWords(of: name, joinedBy: "-") }
        let color = try #require(theme.tokens.first { $0.type == .color })
        let style = try #require(theme.styles.first { !$0.context.isEmpty })
        let axis = try #require(theme.axes.last)
        var probes: [String: Any] = [
            "strings": strings.map { property($0.name) }, "axis": axis.name, "value": axis.values[1],
            "color": property(color.name), "property": property(style.component + ".tint")
        ]
        if !(style.component + style.context[0]).contains(" ") {
            probes["component"] = style.component
            probes["container"] = style.context[0]
        }
        let read = try Self.read(try Self.page(folder, css: css, probes: probes), in: folder)
        let cleanRead = try Self.read(try Self.page(folder, css: cleanCSS, probes: [:]), in: folder)
        #expect(read["rules"] as? Int == cleanRead["rules"] as? Int, "extra CSS rules")
        #expect(read["scripts"] as? Int == 1 && read["elements"] as? Int == cleanRead["elements"] as? Int)
        let values = try #require(read["strings"] as? [String: String])
        for token in strings {
            let expected = theme.value(of: token.name, in: theme.appearances[0])?.string.map(EscapedText.withoutNUL)
            let got = values[property(token.name)].flatMap {
                EscapedText.css($0.trimmingCharacters(in: .whitespaces), quoted: true)
            }
            #expect(
                got == expected,
                "\(token.name.debugDescription): \(values[property(token.name)]?.debugDescription ?? "nothing")")
        }
        if probes["component"] != nil { #expect(read["styled"] as? String == "#ffffff", "the container's style") }
        if read["axis"] as? String != "unsettable" { #expect(read["axis"] as? String == "#445566", "the axis switch") }

        try Data(sheet).write(to: folder.appendingPathComponent("sheet.html"))
        try Data(cleanSheet).write(to: folder.appendingPathComponent("clean.html"))
        let page = try Self.read(folder.appendingPathComponent("sheet.html"), in: folder)
        let cleanPage = try Self.read(folder.appendingPathComponent("clean.html"), in: folder)
        #expect(page["scripts"] as? Int == 0 && page["rules"] as? Int == cleanPage["rules"] as? Int)
        #expect(page["elements"] as? Int == cleanPage["elements"] as? Int, "extra elements in the sheet")
        #expect(page["tokens"] as? [String] == theme.tokens.filter { !$0.isPrivate }.map(\.name))
        let cells = try #require(page["cells"] as? [String: String])
        for token in strings {
            let expected = theme.value(of: token.name, in: theme.appearances[0])?.description
            #expect(cells[token.name] == expected.map(EscapedText.withoutNUL), "\(token.name.debugDescription)")
        }
    }
}
