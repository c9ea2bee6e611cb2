import ShadeSyntax

/// The color literals written in a source text (`#3c64f4`, `#fff8`, `0xRRGGBB`) and the calls of
/// color constructors with constant arguments (`oklch(0.7, 0.3, 30)`, `displayP3(1, 0, 0)`,
/// `rgb(255, 0, 0)`), where an editor draws swatches.
package enum ColorLiterals {
    /// A color literal and where it is written.
    public struct Found: Hashable, Sendable {
        /// The color it stands for, as sRGB shows it (a wide color mapped into sRGB).
        public let color: ThemeColor
        /// Where it is written (`path` is the one given to ``find(in:path:)``).
        public let location: Diagnostic.Location
    }

    /// The constructors whose calls with numbers only are literals.
    package static let constructors: [String: Builtin] = [
        "rgb": .rgb, "rgba": .rgba, "hsl": .hsl, "hsb": .hsb,
        "oklch": .oklch, "oklab": .oklab, "lab": .lab, "lch": .lch, "displayP3": .displayP3
    ]

    /// Every color literal of `source`, in order; literals in comments and strings are not ones.
    public static func find(in source: String, path: String = "<input>") -> [Found] {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: path, bytes: Array(source.utf8)))
        let sourceFile = log.sources[file]
        let tokens = Lexer.tokenize(file: file, bytes: sourceFile.bytes, log: &log)
        var found: [Found] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .hexColor {
                // Read from the bytes, as the parser reads it: no text per literal.
                let color = ColorLiteral(hexToken: token.range, in: sourceFile.bytes).color
                found.append(Found(color: color, location: log.sources.location(of: token.range)))
            } else if token.kind == .identifier, let builtin = constructors[sourceFile.text(token.range)],
                let (color, end) = call(builtin, tokens: tokens, from: index + 1, in: sourceFile)
            {
                let range = TextRange(file: file, start: Int(token.range.start), end: Int(end))
                found.append(Found(color: color.inSRGB, location: log.sources.location(of: range)))
            }
        }
        return found
    }

    /// `(n, n, n[, n])` after a constructor's name: the color and where the `)` ends; nil unless
    /// every argument is a number or a percentage (a leading `-` allowed) and the call is valid.
    private static func call(_ builtin: Builtin, tokens: [SyntaxToken], from start: Int, in source: SourceFile) -> (
        ThemeColor, Int32
    )? {
        guard start < tokens.count, tokens[start].kind == .leftParen else { return nil }
        var numbers: [Double] = [], index = start + 1, sign = 1.0
        while index < tokens.count {
            let token = tokens[index], text = source.text(token.range)
            switch token.kind {
            case .minus: sign = -sign
            case .number: numbers.append(sign * (Double(text) ?? .nan)); sign = 1
            case .percentage: numbers.append(sign * (Double(text.dropLast()) ?? .nan) / 100); sign = 1
            case .comma: break
            case .rightParen:
                let parameters = builtin.parameters
                guard numbers.count <= parameters.count,
                    numbers.count >= parameters.filter({ $0.defaultValue == nil }).count,
                    numbers.allSatisfy(\.isFinite)
                else { return nil }
                let values = numbers.map(Value.number) + parameters[numbers.count...].compactMap(\.defaultValue)
                guard case let .color(color)? = builtin.apply(values), Value.color(color).isFinite else { return nil }
                return (color, token.range.end)
            default: return nil
            }
            index += 1
        }
        return nil
    }
}
