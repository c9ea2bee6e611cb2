import Foundation
import ShadeCore
import ShadeSyntax

/// Custom property names for the CSS export: the tokens', and the component properties'.
struct CSSNames {
    /// Each token's property names, then each component property's: one, or four for a font
    /// (shorthand, family, size, weight).
    private let names: [[String]]
    /// Where each component property's names are in `names`, by its qualified name
    /// (`UINavigationBar.tintColor`).
    private let propertyPositions: [String: Int]

    /// The names of every token and component property: `--` and the dotted path in kebab case
    /// (`Semantic.primaryText` → `--semantic-primary-text`, `UINavigationBar.tintColor` →
    /// `--ui-navigation-bar-tint-color`); a font adds `-family`, `-size` and `-weight`.
    /// - Parameter properties: one token per component property, named `Component.property`.
    /// - Throws: ``ExportError/invalidNames(_:)`` when two get one name.
    package init(_ tokens: [ExportedToken], properties: [ExportedToken] = []) throws(ExportError) {
        var names: [[String]] = []
        var entries: [ExportNaming.Entry] = []
        let all = properties.isEmpty ? tokens : tokens + properties
        names.reserveCapacity(all.count)
        entries.reserveCapacity(all.count)
        for (position, token) in all.enumerated() {
            let kind = position < tokens.count ? "token" : "component property"
            let base = CSSEscaping.identifier("--" + ExportNaming.lowercaseWords(of: token.name, joinedBy: "-"))
            var own = [base]
            entries.append(ExportNaming.Entry(name: base, token: position, kind: kind))
            if token.type == .font {
                for part in ["family", "size", "weight"] {
                    own.append(base + "-" + part)
                    entries.append(
                        ExportNaming.Entry(
                            name: base + "-" + part, token: position, part: "the font \(part) of", kind: kind))
                }
            }
            names.append(own)
        }
        let collisions = ExportNaming.collisions(among: entries, tokens: all) { "the custom property '\($0.name)'" }
        guard collisions.isEmpty else { throw .invalidNames(collisions) }
        self.names = names
        propertyPositions = Dictionary(properties.enumerated().map { ($0.element.name, tokens.count + $0.offset) }) {
            first, _ in first
        }
    }

    /// The names of the token at `position`.
    package func of(_ position: Int) -> [String] { names[position] }

    /// The names of a component property (`UINavigationBar.tintColor`).
    package func of(property: String) -> [String] { propertyPositions[property].map { names[$0] } ?? [] }
}

/// Values as CSS writes them.
enum CSSValues {
    /// The declarations of `token` at one value position per axis; a color varying by scheme
    /// (the axis at `scheme`) as `light-dark(LIGHT, DARK)`. With `gamut` `.displayP3`, a color
    /// that sRGB maps is written for a P3 screen (``CSSWideGamut``).
    package static func declarations(
        of token: ExportedToken, names: [String], positions: [Int], scheme: Int?,
        gamut: ColorGamut = .srgb
    ) -> [String] {
        if let scheme {
            var dark = positions
            dark[scheme] = 1
            let lightText = text(of: token.value(positions: positions), gamut: gamut)
            let darkText = text(of: token.value(positions: dark), gamut: gamut)
            return [
                names[0] + ": "
                    + (lightText == darkText ? lightText : "light-dark(" + lightText + ", " + darkText + ")")
            ]
        }
        let value = token.value(positions: positions)
        guard case let .font(font) = value else { return [names[0] + ": " + text(of: value, gamut: gamut)] }
        let family = family(font.family), size = Value.format(font.size) + "px", weight = String(weight(font.weight))
        return [
            "\(names[0]): \(weight) \(size) \(family)", "\(names[1]): \(family)", "\(names[2]): \(size)",
            "\(names[3]): \(weight)"
        ]
    }

    /// A value as a custom property's text: colors as `#rrggbb(aa)`, dimensions in `px` (`pt` and
    /// A color: its hex, or with `gamut` `.displayP3` and written wide or outside sRGB `color(display-p3 …)`.
    package static func color(_ color: ThemeColor, gamut: ColorGamut) -> String {
        gamut == .displayP3 && color.hasWideValue ? CSSWideGamut.displayP3(color) : color.hex
    }

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
            let name = name.trimmingCharacters(in: .whitespaces)[...]
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
