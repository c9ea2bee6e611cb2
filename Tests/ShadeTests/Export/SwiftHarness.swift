import Foundation
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Builds and runs the compile-and-resolve proof of the Swift export: the stand-in platform
/// modules (StandIns/), the exported files and a harness that resolves every token in every
/// appearance and prints `[namespace, column, token, value]` rows as JSON.
struct SwiftHarness {
    /// A platform variant: which stand-in module plays the platform.
    enum Platform: String, CaseIterable, Sendable {
        case uiKit = "UIKit", appKit = "AppKit"
    }

    /// One exported theme in the harness.
    struct Entry {
        let namespace: String
        let theme: Theme
        let source: String
    }

    static let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandIns")

    /// `swiftc ARGUMENTS` through the toolchain on the PATH; the compiler's output on failure.
    static func swiftc(_ arguments: [String], in folder: URL) throws -> String? {
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments, in: folder)
        return result.status == 0 ? nil : result.output
    }

    /// Builds the stand-in `platform` and SwiftUI modules in `folder`; the compiler's output on failure.
    static func buildStandIns(_ platform: Platform, in folder: URL) throws -> String? {
        for (module, links) in [(platform.rawValue, [String]()), ("SwiftUI", ["-l\(platform.rawValue)"])] {
            let failure = try swiftc(
                [
                    "-swift-version", "6", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", module,
                    "-I", ".", "-L", ".", "-emit-module-path", "\(module).swiftmodule", "-o", "lib\(module).so"
                ] + links
                    + [standIns.appendingPathComponent("\(module).swift").path]
                    + (module == "SwiftUI" ? [] : [standIns.appendingPathComponent("DisplayP3.swift").path]), in: folder
            )
            if let failure { return "the stand-in \(module) does not compile:\n\(failure)" }
        }
        return nil
    }

    /// Compiles `sources` in `folder` against the stand-ins in Swift 6 mode, warnings as errors,
    /// into the executable `harness`; the compiler's output on failure.
    static func buildHarness(_ sources: [String], platform: Platform, in folder: URL) throws -> String? {
        try swiftc(
            [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", ".", "-L", ".",
                "-l\(platform.rawValue)", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", folder.path, "-o", "harness"
            ] + sources,
            in: folder)
    }

    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let log = folder.appendingPathComponent("log-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    /// The harness source: resolves every token of every entry in every appearance (and with
    /// every trait unspecified, as column `unspecified`).
    static func harness(_ entries: [Entry], platform: Platform) -> String {
        var out =
            "import \(platform.rawValue)\nimport SwiftUI\n\n@main struct Harness {\n    static func main() throws {\n"
        out += "        var rows: [[String]] = []\n"
        for entry in entries {
            let exported = try! ExportedTheme(entry.theme, selection: [:])
            let declared = Array(exported.axes.dropFirst(2))
            // Every combination the platform can be in, listed or not (docs/exports.md, One fallback).
            var columns = combinations(entry.theme)
            columns.append(("unspecified", [:]))
            for (position, (column, settings)) in columns.enumerated() {
                out += "        do {\n"
                for axis in declared {
                    out +=
                        "            \(entry.namespace).\(SwiftExport.axisProperty(axis)) = \(SwiftExport.axisCase(settings[axis.name] ?? axis.values[0]))\n"
                }
                out += "            let traits = \(traits(settings, platform: platform))\n"
                out += "            _ = traits\n"
                // A deprecated token warns where it is read, and the harness builds with warnings as
                // errors: its value is left to the tokens it is made from (MetadataCompileTests
                // checks the deprecation itself).
                // A token that varies on nothing is read once, in the first combination: traits cannot change it.
                for token in exported.tokens where token.deprecation == nil && (position == 0 || !token.axes.isEmpty) {
                    let path = ([entry.namespace] + token.path.map(ExportNaming.swift)).joined(separator: ".")
                    let colors = ([entry.namespace + "Colors"] + token.path.map(ExportNaming.swift)).joined(
                        separator: ".")
                    let call = token.axes.isEmpty ? path : "\(path)(traits)"
                    let row = { (name: String, value: String) in
                        "            rows.append([\"\(entry.namespace)\", \(SwiftEscaping.stringLiteral(column)), "
                            + "\(SwiftEscaping.stringLiteral(name)), \(value)])\n"
                    }
                    switch token.type {
                    case .color:
                        let platformColor = "\(platform == .uiKit ? "UIColor" : "NSColor")(\(colors))"
                        out += row(token.name, "hex(\(path), traits)")
                        out += row(token.name + " (SwiftUI)", "hex(\(platformColor), traits)")
                        // A color in Display P3: its exact components too, beyond the byte a hex shows.
                        if token.values.contains(where: { $0.colorValue?.hasWideValue == true }) {
                            out += row(token.name + " (components)", "components(\(path), traits)")
                            out += row(token.name + " (SwiftUI) (components)", "components(\(platformColor), traits)")
                        }
                    case .font: out += row(token.name, "describe(\(call))")
                    case .string: out += row(token.name, call)
                    case .shadow, .border, .typography, .gradient: out += row(token.name, "composite(\(call))")
                    default: out += row(token.name, "\"\\(\(call))\"")
                    }
                }
                out += "        }\n"
            }
        }
        out += "        let data = try JSONSerialization.data(withJSONObject: rows)\n"
        out += "        print(String(decoding: data, as: UTF8.self))\n    }\n}\n"
        return out + (platform == .uiKit ? uiKitHelpers : appKitHelpers)
    }

    /// Every combination of the theme's axis values an Apple platform can be in (contrast normal
    /// or high), named by all its values in axis order (`dark-high-dimmed`), with its settings.
    static func combinations(_ theme: Theme) -> [(name: String, settings: [String: String])] {
        var result: [(name: String, settings: [String: String])] = [("", [:])]
        for axis in theme.axes {
            let values =
                axis.name == "contrast"
                ? axis.values.filter(Appearance.AxisDefinition.contrast.values.contains) : axis.values
            result = result.flatMap { partial in
                values.map { value in
                    (
                        partial.name.isEmpty ? value : partial.name + "-" + value,
                        partial.settings.merging([axis.name: value]) { first, _ in first }
                    )
                }
            }
        }
        return result
    }

    /// The platform's traits (or appearance) for an appearance's axis settings.
    static func traits(_ settings: [String: String], platform: Platform) -> String {
        let scheme = settings["scheme"], contrast = settings["contrast"]
        switch platform {
        case .uiKit:
            guard let scheme, let contrast else { return "UITraitCollection()" }
            return "UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .\(scheme)), "
                + "UITraitCollection(accessibilityContrast: .\(contrast))])"
        case .appKit:
            guard let scheme, let contrast else { return "NSAppearance(named: .aqua)!" }
            let name =
                switch (scheme, contrast) {
                case ("dark", "high"): "accessibilityHighContrastDarkAqua"
                case ("dark", _): "darkAqua"
                case (_, "high"): "accessibilityHighContrastAqua"
                default: "aqua"
                }
            return "NSAppearance(named: .\(name))!"
        }
    }

    static let byteHelper = """
        func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded(.toNearestOrAwayFromZero)) }
        func hex(_ bytes: [Int]) -> String {
            (bytes[3] == 255 ? bytes.prefix(3) : bytes[...]).reduce("#") { $0 + String(format: "%02x", $1) }
        }
        /// A color outside sRGB (a Display P3 one) as its extended sRGB components; others as hex.
        func shown(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> String {
            guard [r, g, b].contains(where: { $0 < -0.000001 || $0 > 1.000001 }) else { return hex([byte(r), byte(g), byte(b), byte(a)]) }
            return "extended " + [r, g, b, a].map { String(format: "%.6f", $0) }.joined(separator: " ")
        }

        """

    /// `describe(_:)` of a font: `family|size|weight`.
    static func fontHelpers(_ prefix: String) -> String {
        """
        let weights: [(String, \(prefix)Font.Weight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
            ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        func describe(_ font: \(prefix)Font) -> String {
            let traits = font.fontDescriptor.fontAttributes[.traits] as? [\(prefix)FontDescriptor.TraitKey: CGFloat]
            let weight = weights.first { $0.1.rawValue == traits?[.weight] }?.0 ?? "?"
            return "\\(\(prefix == "NS" ? "font.familyName ?? \"?\"" : "font.familyName"))|\\(font.pointSize)|\\(weight)"
        }

        """
    }

    static let uiKitHelpers =
        byteHelper + fontHelpers("UI") + compositeHelpers + """
            func hex(_ color: UIColor, _ traits: UITraitCollection) -> String {
                var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
                _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
                return shown(r, g, b, a)
            }
            func components(_ color: UIColor, _ traits: UITraitCollection) -> String {
                var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
                _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
                return "extended " + [r, g, b, a].map { String(format: "%.6f", $0) }.joined(separator: " ")
            }

            """

    static let appKitHelpers =
        byteHelper + fontHelpers("NS") + compositeHelpers + """
            func hex(_ color: NSColor, _ appearance: NSAppearance) -> String {
                var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
                appearance.performAsCurrentDrawingAppearance { color.getRed(&r, green: &g, blue: &b, alpha: &a) }
                return shown(r, g, b, a)
            }
            func components(_ color: NSColor, _ appearance: NSAppearance) -> String {
                var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
                appearance.performAsCurrentDrawingAppearance { color.getRed(&r, green: &g, blue: &b, alpha: &a) }
                return "extended " + [r, g, b, a].map { String(format: "%.6f", $0) }.joined(separator: " ")
            }

            """
}
