import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Turns session results into text: values with optional true-color swatches, change reports,
/// derivation trees and tables (the tokens, then a section per component and context, titled as
/// `shade eval --format table` titles it).
struct Presenter: Sendable {
    /// True-color swatches before colors.
    var colors: Bool

    /// Most rows a change report lists before summing up the rest.
    static let maximumChangeRows = 50

    /// A value, with a swatch before a color when colors are on. A color written in another space
    /// than sRGB shows as written, then as sRGB shows it: `oklch(0.7, 0.3, 30)  #ff5843 (outside
    /// sRGB, mapped)`.
    func text(_ value: Value) -> String {
        guard colors, case let .color(color) = value else { return Self.plain(value) }
        let (r, g, b, _) = color.bytes
        return "\u{1B}[48;2;\(r);\(g);\(b)m  \u{1B}[0m " + Self.plain(value)
    }

    /// A value without a swatch.
    static func plain(_ value: Value) -> String {
        guard case let .color(color) = value else { return value.description }
        let written = color.source
        guard written != color.hex else { return written }
        return written + "  " + color.hex + (color.isMappedForSRGB ? " (outside sRGB, mapped)" : "")
    }

    /// The name an appearance is shown by: `default` for a value that varies on nothing, the
    /// name `shade eval` gives the single column.
    func name(_ appearance: Appearance) -> String {
        appearance.name
    }

    /// An expression's value: alone when it is the same everywhere, else one line per appearance.
    func render(_ value: ExpressionValue) -> String {
        if value.values.count == 1, value.appearances[0].name == "default" {
            return text(value.values[0]) + "\n"
        }
        let width = value.appearances.map { name($0).count }.max() ?? 0
        return zip(value.appearances, value.values).map { name($0).padded(to: width) + "  " + text($1) + "\n" }.joined()
    }

    /// One line per changed appearance: `~ name  dark  #old → #new`, `+` for new tokens and `-`
    /// for removed ones.
    func render(_ changes: [TokenChange]) -> String {
        guard !changes.isEmpty else { return "no token changed\n" }
        // Only the rows shown are made; the others are counted.
        var rows: [(String, String, String, String)] = []
        var total = 0
        for change in changes {
            total += change.steps.count
            let mark =
                switch change.kind {
                case .added: "+"
                case .changed: "~"
                case .removed: "-"
                }
            for step in change.steps where rows.count < Self.maximumChangeRows {
                let shown = [step.before, step.after].compactMap { $0.map { self.text($0) } }
                let values = shown.joined(separator: " → ")
                rows.append((mark, change.name, name(step.appearance), values))
            }
        }
        let nameWidth = rows.map(\.1.count).max() ?? 0
        let appearanceWidth = rows.map(\.2.count).max() ?? 0
        var report = rows.map {
            "\($0.0) \($0.1.padded(to: nameWidth))  \($0.2.padded(to: appearanceWidth))  \($0.3)\n"
        }
        .joined()
        if total > rows.count { report += "… and \(total - rows.count) more changes\n" }
        return report
    }

    /// The derivation tree, one node per line with its values, inputs indented below.
    func render(_ derivation: Derivation) -> String {
        var lines: [String] = []
        add(derivation, lead: "", branch: "", into: &lines)
        return lines.map { $0 + "\n" }.joined()
    }

    private func add(_ node: Derivation, lead: String, branch: String, into lines: inout [String]) {
        var line = lead + branch
        if node.name.hasPrefix("fn ") {
            line += node.name + node.type + " = " + node.expression
        } else {
            line += "\(node.name) = \(node.expression)"
            if !node.values.isEmpty {
                line +=
                    "  → "
                    + zip(node.appearances, node.values).enumerated().map { position, pair in
                        // A token of some appearances is `absent` where it does not exist.
                        let shown = node.presence.isEmpty || node.presence[position] ? text(pair.1) : "absent"
                        return pair.0.name == "default" ? shown : "\(pair.0.name) \(shown)"
                    }.joined(separator: "  ")
            }
        }
        line += origin(node)
        if node.isRepeated { line += "  (see above)" }
        if node.isCut { line += "  (… more inputs, too deep to show)" }
        lines.append(line)
        // The explained token's own description, under its line; its inputs' are left out.
        if branch.isEmpty, let description = node.description {
            lines += description.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "  ///" : "  /// " + $0
            }
        }
        let inner = lead + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
        for (index, input) in node.inputs.enumerated() {
            add(input, lead: inner, branch: index == node.inputs.count - 1 ? "└─ " : "├─ ", into: &lines)
        }
    }

    /// Aligned columns: token, type, then one column per appearance.
    func render(_ table: (appearances: [Appearance], tokens: [ThemeToken])) -> String {
        guard !table.tokens.isEmpty else { return "no tokens\n" }
        let rows = table.tokens.map { token in
            [token.name, token.type.rawValue + (token.isPrivate ? " (private)" : token.isInternal ? " (internal)" : "")]
                + token.values.indices.map { token.value(at: $0).map(Self.plain) ?? "(absent)" }
        }
        return aligned(
            head: ["token", "type"] + table.appearances.map(name), rows: rows, values: table.tokens.map(\.values))
    }

    /// Per style an empty line, its title (`UINavigationBar in CNContactViewController`), then
    /// its properties aligned as the tokens are: property, type, one column per appearance.
    func render(_ styles: (appearances: [Appearance], styles: [ComponentStyle])) -> String {
        styles.styles.map { style in
            let rows = style.properties.map { property in
                [property.name, property.type.rawValue]
                    + (property.values.isEmpty
                        ? styles.appearances.map { _ in "(error)" } : property.values.map(\.description))
            }
            return "\n" + style.title + "\n"
                + aligned(
                    head: ["property", "type"] + styles.appearances.map(name), rows: rows,
                    values: style.properties.map(\.values))
        }.joined()
    }

    /// ` — from style UINavigationBar in A`: where a component's property got its value, after
    /// the first line of its derivation.
    func origin(_ derivation: Derivation) -> String {
        derivation.origin.map { "  — from " + $0 } ?? ""
    }

    /// Rows of cells aligned under `head`; from the third column on the cells show `values`,
    /// with a swatch before each color when colors are on.
    func aligned(head: [String], rows: [[String]], values: [[Value]]) -> String {
        var widths = head.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String], values: [Value]?) -> String {
            var text = ""
            for (index, cell) in cells.enumerated() {
                if index > 0 { text += "  " }
                var shown = index == cells.count - 1 ? cell : cell.padded(to: widths[index])
                if colors, index >= 2 {
                    if let values, index - 2 < values.count, case .color = values[index - 2] {
                        shown = self.text(values[index - 2]) + String(repeating: " ", count: widths[index] - cell.count)
                        if index == cells.count - 1 { shown = self.text(values[index - 2]) }
                    } else {
                        shown = "   " + shown
                    }
                }
                text += shown
            }
            return text + "\n"
        }
        return line(head, values: nil) + zip(rows, values).map { line($0, values: $1) }.joined()
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
