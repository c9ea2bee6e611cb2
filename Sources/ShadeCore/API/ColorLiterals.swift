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

    /// For each first byte, the lengths of the constructors' names that start with it, as bits.
    private static let shapes: [UInt16] = constructors.keys.reduce(into: [UInt16](repeating: 0, count: 256)) {
        shapes, name in
        shapes[Int(name.utf8.first!)] |= 1 << name.utf8.count
    }

    /// A color literal and the UTF-8 offsets it spans, as an editor draws swatches from it.
    public struct Literal: Hashable, Sendable {
        /// The color it stands for, as sRGB shows it (a wide color mapped into sRGB).
        public let color: ThemeColor
        /// The offsets of its first byte and of the byte after it.
        public let start: Int, end: Int
    }

    /// Every color literal of `source`, in order; literals in comments and strings are not ones.
    public static func find(in source: String, path: String = "<input>") -> [Found] {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: path, bytes: Array(source.utf8)))
        return literals(in: log.sources[file].bytes).map { literal in
            let range = TextRange(file: file, start: literal.start, end: literal.end)
            return Found(color: literal.color, location: log.sources.location(of: range))
        }
    }

    /// Every color literal of a text's UTF-8 bytes, in order, at offsets into those bytes (a byte
    /// order mark included): no location or text is made per literal, so a document of 10,000
    /// literals is read in one pass of the lexer.
    public static func literals(in bytes: [UInt8]) -> [Literal] {
        // A source file drops a byte order mark: offsets into it are 3 short of the text's.
        let mark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "", bytes: bytes))
        let source = log.sources[file]
        let tokens = Lexer.tokenize(file: file, bytes: source.bytes, log: &log)
        var found: [Literal] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .hexColor {
                // Read from the bytes, as the parser reads it: no text per literal.
                let color = ColorLiteral(hexToken: token.range, in: source.bytes).color
                found.append(
                    Literal(color: color, start: mark + Int(token.range.start), end: mark + Int(token.range.end)))
            } else if token.kind == .identifier, let builtin = constructor(token.range, in: source.bytes),
                let (color, end) = call(builtin, tokens: tokens, from: index + 1, in: source)
            {
                found.append(Literal(color: color.inSRGB, start: mark + Int(token.range.start), end: mark + Int(end)))
            }
        }
        return found
    }

    /// The constructor an identifier names, if any: its first byte and length are checked
    /// before a text is made of it (most identifiers are token names).
    private static func constructor(_ range: TextRange, in bytes: [UInt8]) -> Builtin? {
        let length = range.end - range.start
        guard length < 16, shapes[Int(bytes[Int(range.start)])] & 1 << length != 0 else { return nil }
        return constructors[String(decoding: bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)]
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
