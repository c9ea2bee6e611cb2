import ShadeCore
import ShadeSyntax

/// An `assert contrast(a, b) >= x` (or `>`) as exporters see it: its text, where it is written,
/// and its result in each appearance of the export, read from the same table as the tokens'
/// values (``ExportedTheme/value(of:in:)``), so a token's cell and the pair's cell agree.
package struct ExportedContrast: Sendable {
    /// The foreground as written (`fg.default`).
    package let foreground: String
    /// The background as written (`bg.default`).
    package let background: String
    /// The condition on the ratio as written (`>= 4.5`).
    package let minimum: String
    /// The assertion's message (`"body text"`), when it has one.
    package let message: String?
    /// The component context it checks (`UINavigationBar in SettingsController`), for one made
    /// from a component's assertion.
    package let context: String?
    /// Where it is written: the file as given and the line (`theme.shade:12`).
    package let origin: String
    /// Per appearance of the export: both colors, the ratio and whether it holds; nil where
    /// the pair could not be computed.
    package let results: [Result?]

    /// The pair in one appearance.
    package struct Result: Sendable {
        package let foreground: ThemeColor
        package let background: ThemeColor
        package let ratio: Double
        package let passes: Bool
    }

    /// The contrast assertions of `theme`, evaluated in `appearances`.
    static func all(in theme: Theme, appearances: [Appearance]) -> [ExportedContrast] {
        let program = theme.program
        let rows = program.code
        return program.assertions.compactMap { assertion -> ExportedContrast? in
            guard !assertion.isBroken, let code = assertion.code,
                case let .binary(op, left, right) = rows[code].kind, op == .greaterEqual || op == .greater,
                case let .builtin(.contrast, list) = rows[left].kind, list.count == 2
            else { return nil }
            let arguments = [rows.code(0, of: list), rows.code(1, of: list)]
            let text = { (code: CodeID) in
                let range = rows.range(of: code)
                return theme.sources[range.file].text(range)
            }
            let results = appearances.map { appearance -> Result? in
                let evaluator = theme.evaluator
                guard case let .color(foreground)? = try? evaluator.evaluate(arguments[0], in: appearance.index),
                    case let .color(background)? = try? evaluator.evaluate(arguments[1], in: appearance.index),
                    case let .number(ratio)? = try? evaluator.evaluate(left, in: appearance.index),
                    case let .bool(passes)? = try? evaluator.evaluate(code, in: appearance.index)
                else { return nil }
                return Result(foreground: foreground, background: background, ratio: ratio, passes: passes)
            }
            let location = theme.sources.location(of: assertion.range)
            return ExportedContrast(
                foreground: text(arguments[0]), background: text(arguments[1]),
                minimum: "\(op.rawValue) \(text(right))",
                message: assertion.message, context: assertion.context,
                origin: "\(location.path):\(location.start.line)", results: results)
        }
    }
}
