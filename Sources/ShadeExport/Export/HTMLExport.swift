import ShadeCore
import ShadeSyntax

/// `shade export --to html`: one self-contained page (inline CSS, no script, nothing fetched) a
/// design review can open: a section per group, a row per token, a column per appearance with a
/// swatch and the value, and every `assert contrast(a, b) >= x` of the theme as a pair with its
/// ratio and pass or fail in each appearance. A theme with components gets a section per
/// component and context (docs/exports.md, Component styles), a row per property with its value there.
enum HTMLExport {
    package static func render(_ exported: ExportedTheme, theme: Theme, selection: [String: String]) -> [UInt8] {
        let columns = HTMLColumns(exported)
        var page = HTMLPage()
        page.open(title: "Theme swatches", tokens: exported.tokens.count, columns: columns.names.count)
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
            page.section(group.name.isEmpty ? "Tokens" : group.name, columns: columns.names)
            for token in group.tokens {
                page.row(token, values: columns.settings.map { token.value($0) }, columns: columns.names)
            }
            page.close(section: ())
        }
        for style in exported.styles {
            page.section(style.title, columns: columns.names)
            for property in style.properties {
                page.row(
                    property.value, values: columns.settings.map { property.value.value($0) }, columns: columns.names,
                    context: style.title)
            }
            page.close(section: ())
        }
        let pairs = ContrastPairs.find(
            in: theme, columns: columns.settings.map { $0.merging(selection) { own, _ in own } })
        if !pairs.isEmpty {
            page.contrastSection(pairs, columns: columns.names)
        }
        page.finish()
        return Array(page.text.utf8)
    }
}

/// The page's columns: every combination of the axes the exported tokens and component
/// properties vary on.
struct HTMLColumns {
    package let names: [String]
    package let settings: [[String: String]]

    package init(_ exported: ExportedTheme) {
        let values = exported.tokens + exported.styles.flatMap { $0.properties.map(\.value) }
        let varying = exported.axes.filter { axis in values.contains { $0.varies(on: axis.name) } }
        var settings: [[String: String]] = [[:]]
        for axis in varying {
            settings = settings.flatMap { partial in axis.values.map { partial.merging([axis.name: $0]) { $1 } } }
        }
        self.settings = settings
        names = settings.map { setting in
            varying.isEmpty ? "default" : varying.map { setting[$0.name] ?? "" }.joined(separator: "-")
        }
    }
}

/// The theme's `assert contrast(a, b) >= x` (or `>`), evaluated in each column.
struct ContrastPairs {
    struct Pair {
        let foreground: String
        package let background: String
        package let minimum: String
        /// Per column: both colors, the ratio, and whether it passes.
        package let results: [(foreground: ThemeColor, background: ThemeColor, ratio: Double, passes: Bool)?]
    }

    package static func find(in theme: Theme, columns: [[String: String]]) -> [Pair] {
        let program = theme.program
        return program.assertions.compactMap { assertion -> Pair? in
            guard !assertion.isBroken, let code = assertion.code,
                case let .binary(op, left, right) = code.kind, op == .greaterEqual || op == .greater,
                case let .builtin(.contrast, arguments) = left.kind, arguments.count == 2
            else { return nil }
            let text = { (code: Code) in theme.sources[code.range.file].text(code.range) }
            let results = columns.map { settings -> (ThemeColor, ThemeColor, Double, Bool)? in
                let appearance = program.space.index(of: settings)
                guard case let .color(foreground)? = try? theme.evaluator.evaluate(arguments[0], in: appearance),
                    case let .color(background)? = try? theme.evaluator.evaluate(arguments[1], in: appearance),
                    case let .number(ratio)? = try? theme.evaluator.evaluate(left, in: appearance),
                    case let .bool(passes)? = try? theme.evaluator.evaluate(code, in: appearance)
                else { return nil }
                return (foreground, background, ratio, passes)
            }
            return Pair(
                foreground: text(arguments[0]), background: text(arguments[1]),
                minimum: "\(op.rawValue) \(text(right))", results: results.map { $0.map { ($0.0, $0.1, $0.2, $0.3) } })
        }
    }
}
