import ShadeCore
import ShadeSyntax

/// The component styles of the Swift export (docs/exports.md, Component styles), UIKit only, behind
/// `#if canImport(UIKit)`: `Theme.applyStyles()` sets every style on the appearance proxies,
/// and `Theme.resetToDefaultAppearance(of:)`, one per component, puts the plain proxy back to
/// the component's defaults and returns the closure that restores the customization.
///
/// A property is set as `proxy.NAME = value`: its name is the platform's property. The only
/// exceptions are the title attributes of ``SwiftStyleTarget``.
enum SwiftExportStyles {
    /// The generated function that sets every style.
    static let applyName = "applyStyles"
    /// The generated functions, one per component, that reset and return a restore.
    static let resetName = "resetToDefaultAppearance"

    /// Frameworks outside UIKit whose view controllers are common containers (system UI),
    /// imported where available when a container's name has their prefix.
    static let frameworks: [(prefix: String, module: String)] = [
        ("AV", "AVKit"), ("CN", "ContactsUI"), ("EK", "EventKitUI"), ("MF", "MessageUI"),
        ("PH", "PhotosUI"), ("QL", "QuickLook"), ("SF", "SafariServices")
    ]

    /// The `import`s of the frameworks the containers come from, each where it can be imported.
    package static func imports(_ styles: [ExportedStyle]) -> String {
        let containers = Set(styles.flatMap(\.containers))
        var out = ""
        for (prefix, module) in frameworks where containers.contains(where: { isFromFramework($0, prefix: prefix) }) {
            out += "#if canImport(UIKit) && canImport(\(module))\nimport \(module)\n#endif\n"
        }
        return out.isEmpty ? "" : out + "\n"
    }

    /// Errors for components and containers whose names are no Swift class name: the code names
    /// the app's classes, so the export refuses rather than spell out a class nobody declared.
    /// A keyword is written in backticks; a name is reported once, at a property of its style.
    static func classNameErrors(_ styles: [ExportedStyle]) -> [Diagnostic] {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for style in styles {
            let names = [(style.component, "component")] + style.containers.map { ($0, "container") }
            for (name, role) in names where seen.insert(name).inserted {
                let swift = SwiftEscaping.identifier(name)
                guard swift != name, swift != "`\(name)`" else { continue }
                diagnostics.append(
                    Diagnostic(
                        message: "\(role) '\(name)' is no Swift class name, "
                            + "which the Swift export must write as it is; rename it",
                        location: style.properties.first?.value.location))
            }
        }
        return diagnostics
    }

    /// `CNContactViewController` has the prefix `CN`: the prefix, then an uppercase letter.
    private static func isFromFramework(_ name: String, prefix: String) -> Bool {
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }

    /// The part: the public entry points in the namespace, then the file-private functions
    /// that do the work (outside the namespace, where no token can hide a class name).
    package static func part(_ styles: [ExportedStyle], namespace: String, into out: inout ByteWriter) {
        guard !styles.isEmpty else { return }
        let components = styles.reduce(into: [String]()) { if !$0.contains($1.component) { $0.append($1.component) } }
        out.append("#if canImport(UIKit)\n// MARK: - Component styles (UIKit appearance proxies)\n\n")
        out += "extension \(namespace) {\n"
        out += """
                /// Sets the theme's component styles on the UIKit appearance proxies: the plain style on
                /// `appearance()`, each `style … in A, B` on \
            `appearance(whenContainedInInstancesOf: [A.self, B.self])`.
                /// Only the properties the theme customizes are set; in a context with `reset`, they are
                /// set to the component's defaults. Colors stay dynamic; other values that vary are taken
                /// for `traits`. Call it before the views are created (at launch): UIKit gives a view its
                /// proxies' values when the view enters a window.
                @MainActor public static func \(applyName)(compatibleWith traits: UIKit.UITraitCollection = \
            UIKit.UITraitCollection.current) {
                    shadeApplyStyles(traits)
                }

            """
        for component in components {
            out += """

                    /// Sets the properties the theme customizes on `\(component).appearance()` to the component's
                    /// defaults, so system UI presented now looks as the platform made it, and returns a closure
                    /// that puts back what the proxy held: call it when that UI is dismissed.
                    @MainActor public static func \(resetName)(
                        of component: \(component).Type, compatibleWith traits: UIKit.UITraitCollection = \
                UIKit.UITraitCollection.current
                    ) -> @MainActor () -> Void {
                        shadeResetToDefaultAppearance(component, traits)
                    }

                """
        }
        out.append("}\n\n")
        apply(styles, namespace: namespace, into: &out)
        for component in components {
            reset(
                styles.first { $0.component == component && $0.containers.isEmpty }!, namespace: namespace, into: &out)
        }
        out.append("#endif\n\n")
    }

    /// `shadeApplyStyles`: a block per context that sets anything.
    private static func apply(_ styles: [ExportedStyle], namespace: String, into out: inout ByteWriter) {
        out += "/// Sets every style of `\(namespace)` on its appearance proxy.\n"
        out.append("@MainActor private func shadeApplyStyles(_ traits: UIKit.UITraitCollection) {\n")
        var first = true
        for style in styles {
            let properties = style.properties.filter(\.isSet)
            guard !properties.isEmpty else { continue }
            if !first { out.append(0x0a) }
            first = false
            let reset = style.properties.contains { $0.source == .reset }
            out += "    // \(SwiftEscaping.comment(style.title))\(reset ? ", reset to the defaults" : "")\n"
            out += "    do {\n        let proxy = \(style.component).appearance("
            if !style.containers.isEmpty {
                out +=
                    "whenContainedInInstancesOf: [" + style.containers.map { $0 + ".self" }.joined(separator: ", ")
                    + "]"
            }
            out.append(")\n")
            let values = properties.map { ($0.name, $0.source == .reset ? $0.defaultValue : $0.value) }
            assignments(values, indent: "        ", namespace: namespace, into: &out)
            out.append("    }\n")
        }
        out.append("}\n\n")
    }

    /// `shadeResetToDefaultAppearance` of a component: save, set the defaults, return the restore.
    private static func reset(_ plain: ExportedStyle, namespace: String, into out: inout ByteWriter) {
        let customized = plain.properties.filter { $0.source == .style([]) }
        let names = customized.map { "`\(SwiftEscaping.comment($0.name))`" }.joined(separator: ", ")
        out +=
            "/// Resets \(customized.isEmpty ? "nothing: the theme customizes no property" : names) of "
            + "`\(plain.component).appearance()`"
        out += customized.isEmpty ? ".\n" : " to the defaults;\n/// the closure restores what the proxy held.\n"
        out.append("@MainActor private func shadeResetToDefaultAppearance(\n")
        out += "    _: \(plain.component).Type, _ traits: UIKit.UITraitCollection\n) -> @MainActor () -> Void {\n"
        guard !customized.isEmpty else { return out += "    return {}\n}\n\n" }
        let targets = SwiftStyleTarget.grouped(customized.map(\.name))
        out += "    let proxy = \(plain.component).appearance()\n"
        for target in targets {
            out += "    let \(saved(target)) = proxy.\(ExportNaming.swift(target))\n"
        }
        assignments(customized.map { ($0.name, $0.defaultValue) }, indent: "    ", namespace: namespace, into: &out)
        out.append("    return {\n")
        for target in targets {
            out += "        proxy.\(ExportNaming.swift(target)) = \(saved(target))\n"
        }
        out.append("    }\n}\n\n")
    }

    /// `savedTintColor`: where the reset keeps a proxy property's value.
    private static func saved(_ property: String) -> String {
        "saved" + property.prefix(1).uppercased() + property.dropFirst()
    }

    /// The statements that set `values` (property name, value) on `proxy`: one per property,
    /// one per attributes dictionary, each on a line at `indent`.
    private static func assignments(
        _ values: [(String, ExportedToken)], indent: String, namespace: String, into out: inout ByteWriter
    ) {
        var cases: SwiftAxesCases?
        func write(_ token: ExportedToken) {
            if !token.axes.isEmpty, cases?.axes != token.axes {
                cases = SwiftAxesCases(token.axes, namespace: namespace)
            }
            SwiftExportPlatform.expression(token, cases: cases, indent: indent, into: &out)
            if token.type != .color, !token.axes.isEmpty { out += "(traits)" }
        }
        for target in SwiftStyleTarget.grouped(values.map(\.0)) {
            let property = ExportNaming.swift(target)
            out += indent + "proxy.\(property) = "
            let entries = values.filter { SwiftStyleTarget.property(of: $0.0) == target }
            if let attribute = SwiftStyleTarget.attributes[entries[0].0] {
                out += "(proxy.\(property) ?? [:]).merging(["
                for (position, (name, token)) in entries.enumerated() {
                    out += (position > 0 ? ", ." : ".") + (SwiftStyleTarget.attributes[name] ?? attribute).key + ": "
                    write(token)
                }
                out.append("]) { $1 }\n")
            } else {
                write(entries[0].1)
                out.append(0x0a)
            }
        }
    }
}

/// Where a component property is set on a UIKit proxy: a property of its own name
/// (`proxy.tintColor`), or, for the title attributes UIKit has no property for, an entry of
/// an attributes dictionary (`titleFont` is `titleTextAttributes[.font]`).
enum SwiftStyleTarget {
    /// The component properties that are an entry of an attributes dictionary.
    package static let attributes: [String: (property: String, key: String)] = [
        "titleFont": ("titleTextAttributes", "font"),
        "titleColor": ("titleTextAttributes", "foregroundColor"),
        "largeTitleFont": ("largeTitleTextAttributes", "font"),
        "largeTitleColor": ("largeTitleTextAttributes", "foregroundColor")
    ]

    /// The UIKit property that holds a component property.
    package static func property(of name: String) -> String { attributes[name]?.property ?? name }

    /// The UIKit properties that hold `names`, each once, in the order of their first name.
    static func grouped(_ names: [String]) -> [String] {
        names.map(property(of:)).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
