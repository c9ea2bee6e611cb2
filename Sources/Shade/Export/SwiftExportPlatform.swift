/// One platform part of the Swift export: colors, fonts and the values that vary, as that
/// platform's types, behind `#if canImport(…)`.
struct SwiftExportPlatform: Sendable {
    /// The compiler condition (`#if canImport(UIKit)`, `#elseif canImport(AppKit)`).
    let directive: String
    /// The color type (`UIKit.UIColor`).
    let color: String
    /// The font type.
    let font: String
    /// The type a provider receives (`UIKit.UITraitCollection`) and its parameter name.
    let traits: String
    let parameter: String
    /// The dynamic color initializer, up to its closure (`UIKit.UIColor(dynamicProvider: `).
    let dynamicColor: String

    /// UIKit first (iOS, iPadOS, tvOS, visionOS, Mac Catalyst), else AppKit (macOS).
    static let all = [
        SwiftExportPlatform(
            directive: "#if canImport(UIKit)", color: "UIKit.UIColor", font: "UIKit.UIFont",
            traits: "UIKit.UITraitCollection", parameter: "traits", dynamicColor: "UIKit.UIColor(dynamicProvider: "),
        SwiftExportPlatform(
            directive: "#elseif canImport(AppKit)", color: "AppKit.NSColor", font: "AppKit.NSFont",
            traits: "AppKit.NSAppearance", parameter: "appearance", dynamicColor: "AppKit.NSColor(name: nil, dynamicProvider: "),
    ]

    /// Whether this part declares `token`: colors, fonts (where exported), and varying values.
    func declares(_ token: ExportedToken) -> Bool {
        switch token.type {
        case .color, .font: true
        default: !token.axes.isEmpty
        }
    }

    /// The part: an extension of every group enum that has such tokens.
    func part(_ theme: ExportedTheme, namespace: String) -> String {
        var out = directive + "\n"
        if directive.hasPrefix("#elseif") { out = "\n" + out }
        var groups: [String] = []
        extensions(theme.root, path: namespace, namespace: namespace, into: &groups)
        out += groups.joined(separator: "\n")
        if self.directive.hasPrefix("#elseif") { out += "#endif\n" }
        return out
    }

    private func extensions(_ group: ExportGroup, path: String, namespace: String, into out: inout [String]) {
        var members = ""
        for case let .token(token) in group.members where declares(token) {
            members += "    /// \(SwiftExportLiteral.summary(token))\n"
            members += "    public static let \(ExportNaming.swift(token.shortName))\(declaration(token, namespace: namespace))\n"
        }
        if !members.isEmpty { out.append("extension \(path) {\n" + members + "}\n") }
        for case let .group(inner) in group.members {
            extensions(inner, path: path + "." + ExportNaming.swift(inner.name), namespace: namespace, into: &out)
        }
    }

    /// `: TYPE = VALUE`, or ` = COLOR` for a color.
    private func declaration(_ token: ExportedToken, namespace: String) -> String {
        let type = SwiftExportLiteral.type(of: token, platform: self)
        if token.type == .color {
            if token.axes.isEmpty { return ": \(type) = \(SwiftExportLiteral.value(token.values[0], platform: self))" }
            return ": \(type) = \(dynamicColor){ \(parameter) in\n\(choice(token, namespace: namespace, indent: "        "))    })"
        }
        if token.axes.isEmpty { return ": \(type) = \(SwiftExportLiteral.value(token.values[0], platform: self))" }
        return ": @Sendable (\(traits)) -> \(type) = { \(parameter) in\n\(choice(token, namespace: namespace, indent: "        "))    }"
    }

    /// A `switch` over the axes the token varies on, one case per combination of their values.
    private func choice(_ token: ExportedToken, namespace: String, indent: String) -> String {
        let subjects = token.axes.map { axis -> String in
            switch axis.name {
            case "scheme": "\(parameter).shadeScheme"
            case "contrast": "\(parameter).shadeContrast"
            default: "\(SwiftExport.rootAlias(namespace)).\(SwiftExport.axisProperty(axis))"
            }
        }
        let tuple = subjects.count == 1 ? subjects[0] : "(" + subjects.joined(separator: ", ") + ")"
        var out = indent + "switch \(tuple) {\n"
        var combination = Array(repeating: 0, count: token.axes.count)
        for value in token.values {
            let cases = token.axes.indices.map { index -> String in
                let axis = token.axes[index], name = axis.values[combination[index]]
                return axis.name == "scheme" || axis.name == "contrast" ? "." + name : SwiftExport.axisCase(name)
            }
            let pattern = cases.count == 1 ? cases[0] : "(" + cases.joined(separator: ", ") + ")"
            out += indent + "case \(pattern): \(SwiftExportLiteral.value(value, platform: self, traits: parameter))\n"
            // The next combination, the last axis varying fastest.
            var position = token.axes.count - 1
            while position >= 0 {
                combination[position] += 1
                if combination[position] < token.axes[position].values.count { break }
                combination[position] = 0
                position -= 1
            }
        }
        return out + indent + "}\n"
    }

    /// The SwiftUI part: a parallel `ThemeColors` tree with a `Color` per color token, made from
    /// the platform color so it adapts the same way.
    static func swiftUIPart(_ theme: ExportedTheme, namespace: String) -> String {
        let colors = ExportGroup(theme.tokens.filter { $0.type == .color })
        guard !colors.members.isEmpty else { return "" }
        var out = "\n#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))\n"
        out += "/// The theme's colors as SwiftUI `Color`s, adapting as the `\(namespace)` colors do.\n"
        out += "public enum \(namespace)Colors {\n"
        out += swiftUITree(colors, path: SwiftExport.rootAlias(namespace), indent: "    ")
        return out + "}\n#endif\n"
    }

    private static func swiftUITree(_ group: ExportGroup, path: String, indent: String) -> String {
        var out = ""
        for member in group.members {
            switch member {
            case let .token(token):
                let name = ExportNaming.swift(token.shortName)
                out += indent + "/// \(SwiftExportLiteral.summary(token))\n"
                out += indent + "public static let \(name) = SwiftUI.Color(shadePlatform: \(path).\(name))\n"
            case let .group(inner):
                let name = ExportNaming.swift(inner.name)
                out += indent + "/// The group `\(inner.path)`.\n"
                out += indent + "public enum \(name) {\n"
                out += swiftUITree(inner, path: path + "." + name, indent: indent + "    ")
                out += indent + "}\n"
            }
        }
        return out
    }
}
