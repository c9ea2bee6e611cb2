extension Lexer {
    /// A number followed by a word that is not a unit: `16PX`, `220deg` and `2x` get Shade's way
    /// for the whole literal, any other word the list of units.
    mutating func reportUnknownUnit(start: Int, numberEnd: Int, log: inout DiagnosticLog) {
        let digits = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
        let unit = String(decoding: bytes[numberEnd..<offset], as: UTF8.self)
        let literal = TextRange(file: file, start: start, end: offset)
        if let lower = ValueType.Unit(rawValue: unit.lowercased()) {
            log.error(.upperCaseUnit(unit), at: literal, suggestions: [digits + lower.rawValue])
        } else if unit == "deg" {
            log.error(.degreeUnit, at: literal, suggestions: [digits])
        } else if unit == "x" {
            log.error(.scaleUnit, at: literal, suggestions: [digits, digits + "pt"])
        } else {
            log.error(.unknownUnit(unit), at: TextRange(file: file, start: numberEnd, end: offset))
        }
    }
}
