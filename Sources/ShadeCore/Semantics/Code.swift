import ShadeSyntax

/// A checked expression: names resolved to tokens, parameters and built-ins; calls matched to
/// their parameters. The evaluator runs it. One row of ``CodeRows``: its operands are rows too.
package struct Code: Sendable {
    package var kind: CodeKind
    package var range: TextRange
}

/// The forms of checked code. Operands are places in the same ``CodeRows`` and lists (a call's
/// arguments, a dynamic's branches) places in its lists: no code holds an allocation but a string
/// literal's, a boxed constant's and an override's. A literal is kept as written (a color in its
/// 4 bytes), so a code takes 32 bytes, not the 48 a ``Value`` in place would make it.
package enum CodeKind: Sendable {
    /// A number literal (`0.5`, `20%`).
    case number(Double)
    /// A dimension literal (`16pt`).
    case dimension(Double, ValueType.DimensionUnit)
    /// A color literal (`#3c64f4`), as written.
    case colorLiteral(ColorLiteral)
    /// A string literal, or a name taken as one.
    case string(String)
    case bool(Bool)
    /// Any other constant (a system color, a parameter's default), boxed: few codes are.
    /// ``constant(_:)`` makes the smallest kind for a value; ``constantValue`` reads any of them.
    indirect case value(Value)
    case token(Int)
    case parameter(Int)
    /// True in appearances where `axis` has `value` (`dark`, `highContrast`).
    case appearanceIs(axis: Int, value: Int)
    /// One branch per value of `axis` (`dynamic(…)`, the system palette).
    case select(axis: Int, branches: CodeList)
    /// The operand evaluated with `axis` fixed to `value` (`x.dark`).
    case freeze(CodeID, axis: Int32, value: Int32)
    case unary(UnaryOperator, CodeID)
    case binary(BinaryOperator, CodeID, CodeID)
    case conditional(CodeID, CodeID, CodeID)
    case builtin(Builtin, CodeList)
    case call(function: Int, arguments: CodeList)
    case host(Int, CodeList)
    /// A member of a value: a font's family, size or weight, a color's channel.
    case field(CodeID, ValueField)
    /// A token's value with an override: `value` where every setting holds, else `otherwise`.
    indirect case override(OverrideCode)
    /// An error already reported.
    case invalid
}

extension CodeKind {
    /// `value` as a code: in place when it is a number, dimension, string or flag, else boxed.
    package static func constant(_ value: Value) -> CodeKind {
        switch value {
        case let .number(x): .number(x)
        case let .dimension(x, unit): .dimension(x, unit)
        case let .string(text): .string(text)
        case let .bool(flag): .bool(flag)
        default: .value(value)
        }
    }

    /// The value of a constant code (a literal or ``value(_:)``); nil for any other code.
    package var constantValue: Value? {
        switch self {
        case let .number(x): .number(x)
        case let .dimension(x, unit): .dimension(x, unit)
        case let .colorLiteral(literal): .color(literal.color)
        case let .string(text): .string(text)
        case let .bool(flag): .bool(flag)
        case let .value(value): value
        default: nil
        }
    }
}

/// An override in a token's code (`when dark, dimmed { x = … }`).
package struct OverrideCode: Sendable {
    /// The axis values that must all hold.
    package var settings: [AxisSetting]
    package var value: CodeID
    package var otherwise: CodeID
    /// Its entry in ``Program/overrides``.
    package var entry: Int
    /// True when `value` reads `inherited` (its parameter 0): `otherwise`, in the same appearance.
    package var readsInherited = false
}

/// One axis at one value.
package struct AxisSetting: Hashable, Sendable {
    package var axis: Int
    package var value: Int
}

/// The members of a value: a font's fields, and a color's channels (red, green and blue in
/// 0–255 and alpha in 0–1, as `rgba` takes them; hue in degrees, saturation and lightness in
/// 0–1, as `hsl` takes them).
package enum ValueField: String, Sendable, CaseIterable {
    case family, size, weight
    case red, green, blue, alpha, hue, saturation, lightness
    /// Composites' members (see ``type(on:)``).
    case layers, stops, color, width, style, lineHeight, letterSpacing
    /// A color's components in another space, read through a view: `c.oklch.l`. The views
    /// themselves (`c.oklch`) are no values.
    case oklch, oklab, lab, lch, displayP3, hct
    case oklchL = "oklch.l", oklchC = "oklch.c", oklchH = "oklch.h"
    case oklabL = "oklab.l", oklabA = "oklab.a", oklabB = "oklab.b"
    case labL = "lab.l", labA = "lab.a", labB = "lab.b"
    case lchL = "lch.l", lchC = "lch.c", lchH = "lch.h"
    case displayP3R = "displayP3.r", displayP3G = "displayP3.g", displayP3B = "displayP3.b"
    case hctH = "hct.h", hctC = "hct.c", hctT = "hct.t"

    /// A space view's component names (`l`, `c`, `h` for `oklch`); nil for other members.
    package var spaceComponents: [String]? {
        switch self {
        case .oklch, .lch: ["l", "c", "h"]
        case .oklab, .lab: ["l", "a", "b"]
        case .displayP3: ["r", "g", "b"]
        case .hct: ["h", "c", "t"]
        default: nil
        }
    }

    /// The space and component index a component member reads.
    var spaceComponent: (space: ColorSpace, index: Int)? {
        switch self {
        case .oklchL: (.oklch, 0)
        case .oklchC: (.oklch, 1)
        case .oklchH: (.oklch, 2)
        case .oklabL: (.oklab, 0)
        case .oklabA: (.oklab, 1)
        case .oklabB: (.oklab, 2)
        case .labL: (.lab, 0)
        case .labA: (.lab, 1)
        case .labB: (.lab, 2)
        case .lchL: (.lch, 0)
        case .lchC: (.lch, 1)
        case .lchH: (.lch, 2)
        case .displayP3R: (.displayP3, 0)
        case .displayP3G: (.displayP3, 1)
        case .displayP3B: (.displayP3, 2)
        default: nil
        }
    }

    /// The HCT component a member reads (0 hue, 1 chroma, 2 tone: docs/color.md, HCT).
    var hctComponent: Int? {
        switch self {
        case .hctH: 0
        case .hctC: 1
        case .hctT: 2
        default: nil
        }
    }

    /// Whether the member reads a component through a view (`c.oklch.l`, `c.hct.t`).
    var isViewComponent: Bool { spaceComponent != nil || hctComponent != nil }

    /// The members of a type, for suggestions and completion (a color's components in other
    /// spaces are read through their views, `c.oklch.l`, and not listed).
    package static func members(of type: ValueType) -> [String] {
        allCases.filter { $0.type(on: type) != nil && !$0.isViewComponent }.map(\.rawValue)
    }
}
