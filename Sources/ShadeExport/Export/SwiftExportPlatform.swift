import ShadeCore
import ShadeSyntax

/// The platform part of the Swift export: colors, fonts and the values that vary, behind
/// `#if canImport(UIKit) || canImport(AppKit)`. One tree serves both platforms: it is written
/// with file-private aliases (`ShadeColor` is `UIColor` or `NSColor`, `ShadeTraits` is
/// `UITraitCollection` or `NSAppearance`), so each token's type is the platform's own.
enum SwiftExportPlatform {
    /// Whether the platform part declares `token`: colors, fonts, and values that vary.
    package static func declares(_ token: ExportedToken) -> Bool {
        token.type == .color || token.type == .font || !token.axes.isEmpty
    }

    /// The part: an extension of every group enum that has such tokens.
    package static func part(_ theme: ExportedTheme, root: ExportGroup, namespace: String, into out: inout ByteWriter) {
        out.append("#if canImport(UIKit) || canImport(AppKit)\n")
        var cases: SwiftAxesCases?
        extensions(root, path: namespace, namespace: namespace, cases: &cases, into: &out)
        out.append("#endif\n")
    }

    private static func extensions(
        _ group: ExportGroup, path: String, namespace: String, cases: inout SwiftAxesCases?, into out: inout ByteWriter
    ) {
        var opened = false
        for case let .token(token) in group.members where declares(token) {
            if !opened {
                out.append("extension ")
                out += path
                out.append(" {\n")
                opened = true
            }
            if !token.axes.isEmpty, cases?.axes != token.axes {
                cases = SwiftAxesCases(token.axes, namespace: namespace)
            }
            SwiftExportLiteral.description(token, indent: "    ", into: &out)
            out.append("    /// ")
            SwiftExportLiteral.summary(token, names: cases?.names ?? [], into: &out)
            out.append(0x0a)
            SwiftExportLiteral.availability(token, indent: "    ", into: &out)
            out.append("    public static let ")
            out += ExportNaming.swift(token.shortName)
            out.append(" = ")
            declaration(token, cases: cases, into: &out)
        }
        if opened { out += "}\n\n" }
        for case let .group(inner) in group.members {
            extensions(
                inner, path: path + "." + ExportNaming.swift(inner.name), namespace: namespace, cases: &cases,
                into: &out)
        }
    }

    /// The value of a platform token, up to the end of its line.
    private static func declaration(_ token: ExportedToken, cases: SwiftAxesCases?, into out: inout ByteWriter) {
        expression(token, cases: cases, indent: "    ", into: &out)
        out.append(0x0a)
    }

    /// A token's value as an expression: a literal, a dynamic color, or, for another type that
    /// varies, a function of the traits (`ShadeTraits.shadeFunction { traits in … }`); the lines
    /// of a `switch` are indented one step past `indent`, the closing brace at `indent`.
    package static func expression(
        _ token: ExportedToken, cases: SwiftAxesCases?, indent: String, into out: inout ByteWriter
    ) {
        guard let cases, !token.axes.isEmpty else {
            SwiftExportLiteral.value(token.values[0], into: &out)
            return
        }
        if token.type == .color, let labels = SwiftExportLiteral.appearanceLabels(of: token.axes),
            !token.values.contains(where: { $0.colorValue?.hasWideValue == true })
        {
            // A color that varies only on the appearance: one call, its values labeled.
            out.append("ShadeColor.shadeDynamic(")
            for (position, (label, value)) in zip(labels, token.values).enumerated() {
                if position > 0 { out += ", " }
                out += label
                out.append(": ")
                if case let .color(color) = value { SwiftExportLiteral.rgba(color, into: &out) }
            }
            out.append(0x29)
            return
        }
        switch token.type {
        case .color: out.append("ShadeColor.shadeDynamic { traits in\n")
        case .font: out.append("ShadeTraits.shadeFonts { traits in\n")
        default:
            out.append("ShadeTraits.shadeFunction { traits -> ")
            out += SwiftExportLiteral.type(of: token, namespace: cases.namespace)
            out.append(" in\n")
        }
        // A `switch` over the axes the token varies on, one case per combination of their values.
        let inner = indent + "    "
        out += inner
        out.append("switch ")
        out += cases.subject
        out.append(" {\n")
        for (pattern, value) in zip(cases.patterns, token.values) {
            out += inner
            out.append("case ")
            out += pattern
            out.append(": ")
            SwiftExportLiteral.value(value, traits: true, into: &out)
            out.append(0x0a)
        }
        out += inner
        out.append("}\n")
        out += indent
        out.append("}")
    }

    /// The SwiftUI part: a parallel `ThemeColors` tree with a `Color` per color token, made from
    /// the platform color so it adapts the same way.
    static func swiftUIPart(_ theme: ExportedTheme, root: ExportGroup, namespace: String, into out: inout ByteWriter) {
        guard theme.tokens.contains(where: { $0.type == .color }) else { return }
        out.append("#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))\n")
        out += "/// The theme's colors as SwiftUI `Color`s, adapting as the `\(namespace)` colors do.\n"
        out += "public enum \(namespace)Colors {\n"
        _ = swiftUITree(root, path: SwiftExport.rootAlias(namespace), indent: "    ", into: &out)
        out.append("}\n#endif\n")
    }

    /// Writes the colors of `group` and its subgroups; returns whether there were any.
    private static func swiftUITree(
        _ group: ExportGroup, path: String, indent: String, into out: inout ByteWriter
    ) -> Bool {
        var any = false
        for member in group.members {
            switch member {
            case let .token(token):
                guard token.type == .color else { continue }
                let name = ExportNaming.swift(token.shortName)
                out += indent
                out.append("/// `")
                out += SwiftEscaping.comment(token.name)
                out.append("` as a SwiftUI `Color`.\n")
                // Deprecated too: it reads the deprecated platform color, which then does not warn.
                SwiftExportLiteral.availability(token, indent: indent, into: &out)
                out += indent
                out.append("public static let ")
                out += name
                out.append(" = SwiftUI.Color(shadePlatform: ")
                out += path
                out.append(0x2e)
                out += name
                out.append(")\n")
                any = true
            case let .group(inner):
                let name = ExportNaming.swift(inner.name)
                var nested = ByteWriter(capacity: 0)
                if swiftUITree(inner, path: path + "." + name, indent: indent + "    ", into: &nested) {
                    out +=
                        indent + "/// The group `" + SwiftEscaping.comment(inner.path) + "`.\n" + indent
                        + "public enum " + name + " {\n"
                    out.append(nested)
                    out += indent + "}\n"
                    any = true
                }
            }
        }
        return any
    }
}
