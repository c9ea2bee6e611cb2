import ShadeCore
import ShadeSyntax

/// The form nearly every DTCG color takes, `{"colorSpace": "srgb", "components": [r, g, b],
/// "alpha": a, "hex": "#rrggbb"}` (alpha and hex optional), read in one walk over its members
/// and their bytes where they lie: no array of components, no string of the space or of the hex
/// hint. A set of 100,000 tokens holds tens of thousands of them, and each was four scans of its
/// members, three arrays and four strings.
///
/// Anything else is nil, and left to ``DTCGExpressions/color(_:)``'s general reading, which
/// reads it or reports it: another space, a `"none"` component or other than three numbers, an
/// alpha that is no number in 0…1, a space or a hint with an escape. (A key written twice is an
/// error of the JSON reader's, before any of this.)
struct DTCGPlainColor {
    var red: Double, green: Double, blue: Double
    var alpha: Double
    /// The bytes of a hint of `#` and six hex digits (either case); nil for no hint or any other.
    var hint: (red: UInt8, green: UInt8, blue: UInt8)?

    init?(_ node: JSONNode) {
        guard let members = node.members else { return nil }
        let bytes = node.tree.bytes
        var space: JSONTree.Node?, components: JSONNode?, alpha: JSONNode?, hint: JSONTree.Node?
        for member in members {
            let value = member.value, key = value.node.key(in: bytes)
            if JSONTree.isKey(key, "colorSpace", in: bytes) {
                space = value.node
            } else if JSONTree.isKey(key, "components", in: bytes) {
                components = value
            } else if JSONTree.isKey(key, "alpha", in: bytes) {
                alpha = value
            } else if JSONTree.isKey(key, "hex", in: bytes) {
                hint = value.node
            }
        }
        guard let space, Self.isPlain(space, "\"srgb\"", in: bytes), let components,
            let (red, green, blue) = Self.threeNumbers(components)
        else { return nil }
        (self.red, self.green, self.blue) = (red, green, blue)
        if let alpha {
            guard let number = alpha.number, number >= 0, number <= 1 else { return nil }
            self.alpha = number
        } else {
            self.alpha = 1
        }
        if let hint {
            // A hint with an escape is decoded by the general reading.
            guard hint.kind != .string || hint.flags & JSONTree.Node.escaped == 0 else { return nil }
            self.hint = hint.kind == .string ? Self.hexBytes(bytes[Int(hint.start) + 1..<Int(hint.end) - 1]) : nil
        }
    }

    /// An sRGB color read by the general reading, its hint as decoded (nil: none).
    init(red: Double, green: Double, blue: Double, alpha: Double, hint: String?) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        self.hint = hint.flatMap { Self.hexBytes(ArraySlice($0.utf8)) }
    }

    /// The color as Shade writes it: the hint's bytes when they are the color's own rounded
    /// (components written to a few decimals beside their hex: the hex is what was meant), else
    /// the components (``DTCGExpressions/literal(_:)``).
    func written(by expressions: DTCGExpressions) -> String {
        let color = ThemeColor(red: red, green: green, blue: blue, alpha: alpha)
        let rounded = color.bytes  // worked out once, not once per channel
        if let hint, rounded.red == hint.red, rounded.green == hint.green, rounded.blue == hint.blue {
            return expressions.literal(ThemeColor(bytes: Int(hint.red), Int(hint.green), Int(hint.blue), alpha: alpha))
        }
        return expressions.literal(color)
    }

    /// Whether the string at `place` is written as `text` (quotes included), with no escape.
    private static func isPlain(_ place: JSONTree.Node, _ text: StaticString, in bytes: [UInt8]) -> Bool {
        guard place.kind == .string, place.flags & JSONTree.Node.escaped == 0 else { return false }
        let (start, end) = (Int(place.start), Int(place.end))
        return text.withUTF8Buffer { text in
            text.count == end - start && text.indices.allSatisfy { bytes[start + $0] == text[$0] }
        }
    }

    /// The numbers of an array of exactly three numbers; nil for anything else.
    private static func threeNumbers(_ array: JSONNode) -> (Double, Double, Double)? {
        let place = array.node
        guard place.kind == .array else { return nil }
        var numbers: (Double, Double, Double) = (0, 0, 0)
        var count = 0, item = array.index + 1
        while item < place.after {
            guard count < 3, let number = JSONNode(tree: array.tree, index: item).number else { return nil }
            switch count {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            default: numbers.2 = number
            }
            count += 1
            item = Int(array.tree.nodes[item].after)
        }
        return count == 3 ? numbers : nil
    }

    /// The three bytes of a hint written `#rrggbb` (hex digits of either case; `text` without
    /// its quotes); nil for anything else (a sign, a letter past `f`, another length).
    private static func hexBytes(_ text: ArraySlice<UInt8>) -> (UInt8, UInt8, UInt8)? {
        guard text.count == 7, text.first == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in text.dropFirst() {
            guard let digit = HexDigits.value(of: byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return (UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}
