/// Control characters shown in diagnostics and tables as escapes, never as themselves.
extension String {
    /// The text with C0 controls, DEL and bidirectional controls written as `\n`, `\t`, `\r` or `\u{…}`.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.isControl: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and the bidirectional controls (which reorder the text around them).
    var isControl: Bool {
        value < 0x20 || value == 0x7F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
