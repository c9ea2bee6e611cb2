import ShadeCore
import ShadeSyntax

/// Custom property names for the CSS export: the tokens', and the component properties'.
struct CSSNames {
    /// Each token's custom property name, then each component property's. A font has three
    /// more, its name with each of ``fontParts`` after a `-`, made where they are written: one
    /// name a token keeps a theme of 100,000 tokens from holding an array for each.
    private let names: [String]
    /// Where each component property's name is in `names`, by its qualified name
    /// (`UINavigationBar.tintColor`).
    private let propertyPositions: [String: Int]

    /// What a font's own custom properties add to its name: `--title-family`, `--title-size`,
    /// `--title-weight` beside the shorthand `--title`.
    static let fontParts = ["family", "size", "weight"]

    /// The names of every token and component property: `--` and the dotted path in kebab case
    /// (`Semantic.primaryText` → `--semantic-primary-text`, `UINavigationBar.tintColor` →
    /// `--ui-navigation-bar-tint-color`); a font adds `-family`, `-size` and `-weight`.
    /// - Parameter properties: one token per component property, named `Component.property`.
    /// - Throws: ``ExportError/invalidNames(_:)`` when two get one name.
    package init(_ tokens: [ExportedToken], properties: [ExportedToken] = []) throws(ExportError) {
        var names: [String] = []
        var entries: [ExportNaming.Entry] = []
        let all = properties.isEmpty ? tokens : tokens + properties
        names.reserveCapacity(all.count)
        entries.reserveCapacity(all.count)
        for (position, token) in all.enumerated() {
            let kind = position < tokens.count ? "token" : "component property"
            let name = CSSEscaping.identifier("--" + ExportNaming.lowercaseWords(of: token.name, joinedBy: "-"))
            names.append(name)
            entries.append(ExportNaming.Entry(name: name, token: position, kind: kind))
            if token.type == .font {
                for part in Self.fontParts {
                    entries.append(
                        ExportNaming.Entry(
                            name: name + "-" + part, token: position, part: "the font \(part) of", kind: kind))
                }
            }
        }
        let collisions = ExportNaming.collisions(among: entries, tokens: all) { "the custom property '\($0.name)'" }
        guard collisions.isEmpty else { throw .invalidNames(collisions) }
        self.names = names
        propertyPositions = Dictionary(properties.enumerated().map { ($0.element.name, tokens.count + $0.offset) }) {
            first, _ in first
        }
    }

    /// The name of the token at `position`.
    package func of(_ position: Int) -> String { names[position] }

    /// The name of a component property (`UINavigationBar.tintColor`); nil for a name that is
    /// not one of the properties the names were made for.
    package func of(property: String) -> String? { propertyPositions[property].map { names[$0] } }

    /// Every custom property a token of `type` named `name` declares: the name, and for a font
    /// its parts too.
    static func all(_ name: String, type: ValueType) -> [String] {
        type == .font ? [name] + fontParts.map { name + "-" + $0 } : [name]
    }
}

/// Values as CSS writes them.
enum CSSValues {
    /// Writes the declarations of `token` at one value position per axis, each a line of a
    /// rule's body (`  NAME: VALUE;\n`); a color varying by scheme (the axis at `scheme`) as
    /// `light-dark(LIGHT, DARK)`. With `gamut` `.displayP3`, a color that sRGB maps is written for
    /// a P3 screen (``CSSWideGamut``).
    package static func write(
        declarationsOf token: ExportedToken, name: String, positions: [Int], scheme: Int?,
        gamut: ColorGamut = .srgb, to out: inout [UInt8]
    ) {
        if let scheme {
            var dark = positions
            dark[scheme] = 1
            let light = token.value(positions: positions), darkValue = token.value(positions: dark)
            startLine(name, to: &out)
            // `light-dark(LIGHT, DARK)`, or LIGHT alone when the two read the same.
            let start = out.count
            out.append(utf8: "light-dark(")
            let lightStart = out.count
            write(light, gamut: gamut, to: &out)
            let lightEnd = out.count
            out.append(UInt8(ascii: ","))
            out.append(0x20)
            let darkStart = out.count
            write(darkValue, gamut: gamut, to: &out)
            if out[lightStart..<lightEnd].elementsEqual(out[darkStart...]) {
                out.removeSubrange(lightEnd...)
                out.removeSubrange(start..<lightStart)
            } else {
                out.append(UInt8(ascii: ")"))
            }
            endLine(to: &out)
            return
        }
        let value = token.value(positions: positions)
        guard case let .font(font) = value else {
            startLine(name, to: &out)
            write(value, gamut: gamut, to: &out)
            endLine(to: &out)
            return
        }
        let family = family(font.family), size = Value.format(font.size) + "px", weight = String(weight(font.weight))
        for line in [
            "\(name): \(weight) \(size) \(family)", "\(name)-family: \(family)", "\(name)-size: \(size)",
            "\(name)-weight: \(weight)"
        ] {
            out.append(utf8: "  " + line + ";\n")
        }
    }

    /// `  NAME: `, the start of a declaration's line.
    private static func startLine(_ name: String, to out: inout [UInt8]) {
        out.append(0x20)
        out.append(0x20)
        out.append(utf8: name)
        out.append(UInt8(ascii: ":"))
        out.append(0x20)
    }

    /// `;` and the line break that end a declaration's line.
    private static func endLine(to out: inout [UInt8]) {
        out.append(UInt8(ascii: ";"))
        out.append(UInt8(ascii: "\n"))
    }

    /// Writes ``text(of:gamut:)`` of `value`; a color in hex straight from its bytes.
    static func write(_ value: Value, gamut: ColorGamut, to out: inout [UInt8]) {
        guard case let .color(color) = value, !(gamut == .displayP3 && color.hasWideValue) else {
            out.append(utf8: text(of: value, gamut: gamut))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { digits in
            digits[0] = UInt8(ascii: "#")
            let count = 1 + color.writeHexDigits(to: digits.baseAddress! + 1, alpha: .whenTranslucent)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<count]))
        }
    }

    /// A color: its hex, or with `gamut` `.displayP3` and written wide or outside sRGB `color(display-p3 …)`.
    package static func color(_ color: ThemeColor, gamut: ColorGamut) -> String {
        gamut == .displayP3 && color.hasWideValue ? CSSWideGamut.displayP3(color) : color.hex
    }

    /// A value as a custom property's text: colors as `#rrggbb(aa)`, dimensions in `px` (`pt` and
    /// `dp` are CSS pixels; `rem` and `em` stay), composites as `box-shadow`, `border`, `font` and
    /// `linear-gradient` take them, numbers bare, strings quoted, booleans `true`/`false`. With
    /// `gamut` `.displayP3`, a color that sRGB maps is `color(display-p3 …)` (``CSSWideGamut``).
    package static func text(of value: Value, gamut: ColorGamut = .srgb) -> String {
        switch value {
        case let .color(value): color(value, gamut: gamut)
        case let .number(number): Value.format(number)
        case let .dimension(number, unit): length(Value.Length(number, unit))
        case let .string(text): string(text)
        case let .bool(flag): flag ? "true" : "false"
        case let .font(font): "\(weight(font.weight)) \(Value.format(font.size))px \(family(font.family))"
        case .shadow, .border, .typography, .gradient: compositeText(of: value, gamut: gamut)
        }
    }

    /// The CSS weight: 100 (ultraLight) to 900 (black).
    package static func weight(_ weight: Value.FontSpec.Weight) -> Int {
        (Value.FontSpec.Weight.allCases.firstIndex(of: weight) ?? 3) * 100 + 100
    }

    /// A font family as a CSS family list, as a web developer writes one: each family of a
    /// comma-separated list on its own, quoted (``string(_:)``; quotes written around one are
    /// dropped first), the generic families (`serif`, `sans-serif`, `monospace`, `system-ui`, …) and
    /// `-apple-system` bare, so the browser falls back through them; Shade's `system` is
    /// `-apple-system, system-ui` (Safari's name first, then the standard one).
    package static func family(_ family: String) -> String {
        let names = family.split(separator: ",").map { name -> Substring in
            let name = Substring(name.trimmingSpaces)
            guard name.count >= 2, let first = name.first, first == name.last, first == "\"" || first == "'" else {
                return name
            }
            return name.dropFirst().dropLast()
        }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return string(family) }
        return names.map { name in
            let keyword = name.lowercased()
            if keyword == "system" { return "-apple-system, system-ui" }
            return genericFamilies.contains(keyword) ? keyword : string(String(name))
        }.joined(separator: ", ")
    }

    /// CSS Fonts 4's generic family names, and Safari's `-apple-system`: keywords, never quoted.
    private static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "emoji", "math", "fangsong", "-apple-system"
    ]

    /// A CSS string: ``CSSEscaping/string(_:)``.
    package static func string(_ text: String) -> String { CSSEscaping.string(text) }
}

extension CSSValues {
    /// A length as CSS writes it: `pt` and `dp` as CSS pixels, `px`, `rem` and `em` as they are;
    /// a duration (`ms`, `s`) as it is.
    package static func length(_ length: Value.Length) -> String {
        switch length.unit {
        case .rem, .em, .ms, .s: length.description
        default: Value.format(length.value) + "px"
        }
    }

    /// A composite as the CSS property of its kind takes it: a shadow as `box-shadow` (layers
    /// comma-separated), a border as `border`, typography as the `font` shorthand
    /// (`400 16px/1.5 "Inter"`; letter spacing has no place in it), a gradient as `linear-gradient(…)`.
    /// Colors as ``color(_:gamut:)`` writes them.
    static func compositeText(of value: Value, gamut: ColorGamut = .srgb) -> String {
        switch value {
        case let .shadow(shadow):
            shadow.layers.map { layer in
                (layer.inset ? "inset " : "")
                    + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(length).joined(separator: " ")
                    + " " + color(layer.color, gamut: gamut)
            }.joined(separator: ", ")
        case let .border(border):
            "\(length(border.width)) \(border.style.rawValue) \(color(border.color, gamut: gamut))"
        case let .typography(type):
            "\(type.fontWeight) \(length(type.fontSize))/\(Value.format(type.lineHeight)) \(family(type.fontFamily))"
        case let .gradient(gradient):
            "linear-gradient("
                + gradient.stops.map { "\(color($0.color, gamut: gamut)) \(Value.format($0.position * 100))%" }.joined(
                    separator: ", ") + ")"
        default: text(of: value, gamut: gamut)
        }
    }
}
