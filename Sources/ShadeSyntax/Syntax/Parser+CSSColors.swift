/// CSS's color functions written CSS's way, space-separated (`oklch(0.6 0.1 250)`,
/// `rgb(255 0 0 / 50%)`, `color(display-p3 1 0 0)`): one error that shows the Shade form, instead
/// of "expected ')'".
extension Parser {
    static let cssColorFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "oklch", "oklab", "lab", "lch", "color"]

    /// Called where a call's arguments end without `)`. For a CSS color function whose `)` follows
    /// on the same line, reports the Shade form and skips past the `)`; nil for anything else.
    mutating func cssColorCall(_ callee: ExpressionID, open: SyntaxToken, log: inout DiagnosticLog) -> ExpressionID? {
        guard case let .name(written) = nodes.expressions[callee.offset].kind else { return nil }
        let name = source.name(at: written)
        guard Self.cssColorFunctions.contains(name) else { return nil }
        var index = position
        while index < tokens.count, index - position < 64 {
            switch tokens[index].kind {
            case .rightParen: break
            case .leftParen, .leftBrace, .rightBrace, .endOfFile: return nil
            default: index += 1; continue
            }
            break
        }
        guard index < tokens.count, tokens[index].kind == .rightParen else { return nil }
        let close = tokens[index]
        let inside = source.text(
            TextRange(file: open.range.file, start: Int(open.range.end), end: Int(close.range.start)))
        guard !inside.contains("\n"), let shade = Self.shadeForm(name, inside) else { return nil }
        let range = nodes.range(of: callee).union(close.range)
        log.error(.cssColorFunction(name + "(" + inside + ")", shade: shade), at: range, suggestions: [shade])
        position = index + 1
        return nodes.add(.invalid, range: range)
    }

    /// `oklch(0.6, 0.1, 250)` for CSS's `oklch(0.6 0.1 250)`; nil when there is no Shade form.
    static func shadeForm(_ name: String, _ inside: String) -> String? {
        var spaced = ""
        for scalar in inside.unicodeScalars {
            if scalar == "/" { spaced += " / " } else { spaced.unicodeScalars.append(scalar) }
        }
        let words = spaced.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.contains(",") else { return nil }
        var function = name == "rgba" ? "rgb" : name == "hsla" ? "hsl" : name
        var components = words
        if name == "color" {
            guard let space = components.first, let constructor = ["display-p3": "displayP3"][space] else { return nil }
            function = constructor
            components.removeFirst()
        }
        var alpha: String?
        if let slash = components.firstIndex(of: "/") {
            guard slash + 2 == components.count else { return nil }
            alpha = components[slash + 1]
            components.removeLast(2)
        }
        guard components.count == 3 else { return nil }
        guard let alpha else { return "\(function)(\(components.joined(separator: ", ")))" }
        switch function {
        case "rgb": return "rgba(\(components.joined(separator: ", ")), \(alpha))"
        case "hsl": return "alpha(hsl(\(components.joined(separator: ", "))), \(alpha))"
        default: return "\(function)(\(components.joined(separator: ", ")), \(alpha))"
        }
    }
}
