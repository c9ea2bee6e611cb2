/// The platform part of the Swift export: colors, fonts and the values that vary, behind
/// `#if canImport(UIKit) || canImport(AppKit)`. One tree serves both platforms: it is written
/// with file-private aliases (`ShadeColor` is `UIColor` or `NSColor`, `ShadeTraits` is
/// `UITraitCollection` or `NSAppearance`), so each token's type is the platform's own.
enum SwiftExportPlatform {
    /// Whether the platform part declares `token`: colors, fonts, and values that vary.
    static func declares(_ token: ExportedToken) -> Bool {
        token.type == .color || token.type == .font || !token.axes.isEmpty
    }

    /// The part: an extension of every group enum that has such tokens.
    static func part(_ theme: ExportedTheme, namespace: String, into out: inout String) {
        out += "#if canImport(UIKit) || canImport(AppKit)\n"
        extensions(theme.root, path: namespace, namespace: namespace, into: &out)
        out += "#endif\n"
    }

    private static func extensions(
        _ group: ExportGroup, path: String, namespace: String, into out: inout String
    ) {
        var opened = false
        for case let .token(token) in group.members where declares(token) {
            if !opened {
                out += "extension " + path + " {\n"
                opened = true
            }
            out += "    /// " + SwiftExportLiteral.summary(token) + "\n    public static let " + ExportNaming.swift(token.shortName) + " = "
            declaration(token, namespace: namespace, into: &out)
        }
        if opened { out += "}\n\n" }
        for case let .group(inner) in group.members {
            extensions(inner, path: path + "." + ExportNaming.swift(inner.name), namespace: namespace, into: &out)
        }
    }

    /// The value of a platform token, up to the end of its line.
    private static func declaration(_ token: ExportedToken, namespace: String, into out: inout String) {
        if token.axes.isEmpty {
            SwiftExportLiteral.value(token.values[0], into: &out)
            out += "\n"
            return
        }
        if token.type == .color {
            out += "ShadeColor.shadeDynamic { traits in\n"
        } else if token.type == .font {
            out += "ShadeTraits.shadeFonts { traits in\n"
        } else {
            out += "ShadeTraits.shadeFunction { traits -> " + SwiftExportLiteral.type(of: token) + " in\n"
        }
        choice(token, namespace: namespace, into: &out)
        out += "    }\n"
    }

    /// A `switch` over the axes the token varies on, one case per combination of their values.
    private static func choice(_ token: ExportedToken, namespace: String, into out: inout String) {
        let subjects = token.axes.map { axis -> String in
            switch axis.name {
            case "scheme": "traits.shadeScheme"
            case "contrast": "traits.shadeContrast"
            default: SwiftExport.rootAlias(namespace) + "." + SwiftExport.axisProperty(axis)
            }
        }
        let cases = token.axes.map { axis in
            axis.values.map { axis.name == "scheme" || axis.name == "contrast" ? "." + $0 : SwiftExport.axisCase($0) }
        }
        out += subjects.count == 1 ? "        switch " + subjects[0] + " {\n" : "        switch (" + subjects.joined(separator: ", ") + ") {\n"
        var combination = Array(repeating: 0, count: token.axes.count)
        for value in token.values {
            if cases.count == 1 {
                out += "        case " + cases[0][combination[0]] + ": "
            } else {
                out += "        case ("
                for position in combination.indices {
                    if position > 0 { out += ", " }
                    out += cases[position][combination[position]]
                }
                out += "): "
            }
            SwiftExportLiteral.value(value, traits: true, into: &out)
            out += "\n"
            // The next combination, the last axis varying fastest.
            var position = combination.count - 1
            while position >= 0 {
                combination[position] += 1
                if combination[position] < cases[position].count { break }
                combination[position] = 0
                position -= 1
            }
        }
        out += "        }\n"
    }

    /// The SwiftUI part: a parallel `ThemeColors` tree with a `Color` per color token, made from
    /// the platform color so it adapts the same way.
    static func swiftUIPart(_ theme: ExportedTheme, namespace: String, into out: inout String) {
        guard theme.tokens.contains(where: { $0.type == .color }) else { return }
        out += "#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))\n"
        out += "/// The theme's colors as SwiftUI `Color`s, adapting as the `\(namespace)` colors do.\n"
        out += "public enum \(namespace)Colors {\n"
        _ = swiftUITree(theme.root, path: SwiftExport.rootAlias(namespace), indent: "    ", into: &out)
        out += "}\n#endif\n"
    }

    /// Writes the colors of `group` and its subgroups; returns whether there were any.
    private static func swiftUITree(
        _ group: ExportGroup, path: String, indent: String, into out: inout String
    ) -> Bool {
        var any = false
        for member in group.members {
            switch member {
            case let .token(token):
                guard token.type == .color else { continue }
                let name = ExportNaming.swift(token.shortName)
                out += indent + "/// `" + token.name + "` as a SwiftUI `Color`.\n"
                out += indent + "public static let " + name + " = SwiftUI.Color(shadePlatform: " + path + "." + name + ")\n"
                any = true
            case let .group(inner):
                let name = ExportNaming.swift(inner.name)
                var nested = indent + "/// The group `" + inner.path + "`.\n" + indent + "public enum " + name + " {\n"
                if swiftUITree(inner, path: path + "." + name, indent: indent + "    ", into: &nested) {
                    out += nested + indent + "}\n"
                    any = true
                }
            }
        }
        return any
    }
}
