import ShadeCore
import ShadeSyntax

/// `shade export --to html`: one self-contained page (inline CSS, no script, nothing fetched) a
/// design review can open: a section per group, a row per token, a column per appearance of
/// eval with a swatch and the value, and every `assert contrast(a, b) >= x` of the theme as a
/// pair with its ratio and verdict in each appearance, and where it is written. A theme with
/// components gets a section per component and context (docs/exports.md, Component styles).
///
/// Everything comes from the ``ExportedTheme``: a cell shows ``ExportedTheme/value(of:in:)`` and
/// a pair ``ExportedContrast``, which read the same values. So that a design system's sixteen
/// appearances fit a laptop's width, the page shows a few of them at once and a row of
/// checkboxes picks which (CSS `:has(:checked)`, no script); every section's columns are the
/// same fixed widths, so they line up.
enum HTMLExport {
    /// The appearances shown when the page opens; the checkboxes show the others.
    static let shownAtFirst = 6

    package static func render(_ exported: ExportedTheme) -> [UInt8] {
        let appearances = exported.appearances
        // Room for the rows at once (a row takes about 170 bytes and a swatch cell 90): a page
        // grown by doubling copies itself again and again, tens of MB for 100,000 tokens. Room
        // not written to is never touched, so it costs no memory; past 256 MB the page grows.
        let room = min(4096 + exported.tokens.count * (200 + 120 * appearances.count), 1 << 28)
        return ByteWriter.array(capacity: room) { out in
            var page = HTMLPage(
                columns: appearances.map(\.name), dark: appearances.map { $0.settings["scheme"] == "dark" })
            // The page writes into the array's storage, and hands it back when it is done.
            swap(&page.text, &out)
            write(exported, to: &page)
            swap(&page.text, &out)
        }
    }

    /// Writes the whole page.
    private static func write(_ exported: ExportedTheme, to page: inout HTMLPage) {
        let appearances = exported.appearances
        page.open(
            title: "Theme swatches", tokens: exported.tokens.count, shown: shownFirst(exported))
        var groups: [(name: String, tokens: [ExportedToken])] = []
        for token in exported.tokens {
            let group = token.path.dropLast().joined(separator: ".")
            if groups.last?.name == group {
                groups[groups.count - 1].tokens.append(token)
            } else {
                groups.append((group, [token]))
            }
        }
        for group in groups {
            page.section(group.name.isEmpty ? "Tokens" : group.name, rows: "token")
            for token in group.tokens {
                page.row(token, values: appearances.map { exported.value(of: token, in: $0) })
            }
            page.closeSection()
        }
        for style in exported.styles {
            page.section(style.title, rows: "property")
            for property in style.properties {
                page.row(
                    property.value, values: appearances.map { exported.value(of: property.value, in: $0) },
                    context: style.title)
            }
            page.closeSection()
        }
        if !exported.contrasts.isEmpty {
            page.contrastSection(exported.contrasts)
        }
        page.finish()
    }

    /// Which appearances are shown at first: up to ``shownAtFirst``, those with the fewest axes
    /// off their defaults besides the scheme (light and dark of each), in column order.
    static func shownFirst(_ exported: ExportedTheme) -> Set<Int> {
        let axes = exported.axes.filter { $0.name != "scheme" }
        let offDefault = exported.appearances.map { appearance in
            axes.filter { axis in appearance.settings[axis.name].map { $0 != axis.values.first } ?? false }.count
        }
        let order = offDefault.indices.sorted { (offDefault[$0], $0) < (offDefault[$1], $1) }
        return Set(order.prefix(shownAtFirst))
    }
}
