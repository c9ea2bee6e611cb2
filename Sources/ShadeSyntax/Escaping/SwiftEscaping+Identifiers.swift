extension SwiftEscaping {
    /// A scalar that may start a Swift identifier: an ASCII letter or `_`, or a letter (or letter
    /// number) in the ranges The Swift Programming Language allows ("Lexical Structure").
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return isAllowed(scalar.value)
        default: return false
        }
    }

    /// A scalar that may continue a Swift identifier: a head, an ASCII digit, or a mark or number
    /// in the allowed ranges. Never a control, a bidi control or another format scalar.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) || ("0"..."9").contains(scalar) { return true }
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .otherNumber, .connectorPunctuation: return isAllowed(scalar.value)
        default: return isMark(scalar)
        }
    }

    /// A combining mark Swift allows after the first scalar of an identifier.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            switch scalar.value {
            case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
            default: return isAllowed(scalar.value)
            }
        default: return false
        }
    }

    /// The non-ASCII ranges an identifier may hold (C11 Annex D, which Swift's lexer follows).
    private static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
            0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x203F...0x2040, 0x2054, 0x2070...0x218F,
            0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
            0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD: return value & 0xFFFE != 0xFFFE
        default: return false
        }
    }

    /// The names backticks cannot make a member name: they get a trailing underscore.
    static let reservedMembers: Set<String> = ["Type", "Protocol", "self", "Self", "_"]

    /// Swift's keywords and the words reserved in some positions (from The Swift Programming
    /// Language, "Lexical Structure"): written in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try"
    ]
}
