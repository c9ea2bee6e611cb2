/// The Unicode scalars every escaping function treats alike, whatever the target: the line
/// breaks of any language (CR, LF, VT, FF, NEL, U+2028, U+2029), the controls, and the
/// invisible scalars that reorder or hide text (bidi controls, the byte order mark,
/// noncharacters). Each target's escaping (``SwiftEscaping``, ``CSSEscaping``,
/// ``HTMLEscaping``) decides what becomes of them; this only names them, over scalars.
enum UnicodeHazards {
    /// A line break in some language: LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// A C0 control, DEL or a C1 control (line breaks and tab among them).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// A bidi control (Trojan Source: text that displays in another order than it is read),
    /// the byte order mark or a noncharacter.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF, 0xFDD0...0xFDEF: true
        default: scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// Any of the above: a scalar that must not reach generated text as it is.
    static func isHazard(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isLineBreak(scalar) || isInvisible(scalar)
    }

    /// The scalar's value in lowercase hexadecimal, without leading zeros (`202e`).
    package static func hex(_ scalar: Unicode.Scalar) -> String { String(scalar.value, radix: 16) }
}
