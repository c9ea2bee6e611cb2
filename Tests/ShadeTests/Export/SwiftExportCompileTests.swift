import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The proof of the Swift export on Linux: every example and a theme with every token type are
/// exported, compiled in Swift 6 mode (warnings as errors) against stand-in UIKit, AppKit and
/// SwiftUI modules, and resolved by a harness in every appearance; every value must equal the
/// theme's own (`shade eval --format json`).
@Suite(.serialized) struct SwiftExportCompileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The contrast axis extended (Android's and Material's three levels): Apple platforms show
    /// normal and high, and the file still compiles with the `medium` cases.
    static let levels = """
        axis contrast { normal, medium, high }
        color a = dynamic(normal: #777777, medium: #555555, high: #000000)
        color b = dynamic(light: dynamic(normal: #ffffff, medium: #eeeeee, high: #dddddd), dark: #000000)
        number n = dynamic(normal: 1, medium: 2, high: 3)
        bool isHigh = highContrast
        """

    /// Every token type, static and varying on scheme, contrast, both, and a declared axis.
    static let everyType = """
        axis brand { acme, globex, default }
        /// A described token: its `///` lines become the exported symbol's doc comment.
        ///
        /// Even with "quotes" and */ in them.
        color plain = #112233
        color translucent = #11223380
        number ratio = 0.1 + 0.2
        number byScheme = dynamic(light: 1, dark: 2.5)
        dimension gutter = 16pt
        dimension byContrast = dynamic(normal: 8pt, high: 10.25pt)
        dimension fade = dynamic(light: 200ms, dark: 250ms)
        dimension slow = 0.5s
        string name = "say \\"hi\\"\\tthere"
        string byBrand = dynamic(acme: "a", globex: "g", default: "d")
        bool flag = true
        bool isDark = dark
        font body = font("Marker Felt", 17pt, weight: bold)
        font system = font("SF Pro Text", 13pt)
        font byContrastFont = dynamic(normal: font("Avenir", 15pt, weight: medium), high: font("Avenir", 15pt, weight: heavy))
        shadow card = dynamic(light: shadow(#00000033, 0pt, 1pt, 2pt), dark: shadow(#000000, 0pt, 1pt) + shadow(#000000, 0pt, 8pt, 16pt, -4pt, inset: true))
        border divider = border(#d0d7de, 0.5pt, "dashed")
        typography bodyType = typography("Inter", 17pt, semibold, lineHeight: 1.25, letterSpacing: 0.5pt)
        typography byContrastType = dynamic(normal: typography("Inter", 15pt), high: typography("Inter", 15pt, 700))
        gradient hero = gradient(#ffffff, #00000080, 0.1, 0.9) + gradient(#000000, #ff0000)
        group Colors {
          color scheme = dynamic(light: #ffffff, dark: #000000)
          color contrast = dynamic(normal: #777777, high: #333333)
          color both = if highContrast then dynamic(light: #000000, dark: #ffffff) else dynamic(light: #444444, dark: #bbbbbb)
          color brand = dynamic(acme: #ff0000, globex: #00ff00)
          color all = if dark then darken(brand, 0.1) else mix(brand, contrast, 0.3)
          group Nested {
            color default = alpha(scheme, 0.5)
            number Type = 3
            string init = "i"
            bool self = dynamic(light: false, dark: true)
          }
        }
        // A group named like the namespace: the generated code must still reach the namespace.
        group EveryType { color c = dynamic(light: #010203, dark: #040506) }
        group class { number in = 1 }
        // Design-system names: a group that is also a token, backticked and integer names.
        color accent = dynamic(light: #3c64f4, dark: #0a84ff)
        group accent { color onInverse = darken(accent, 0.2) }
        group gray { color `0` = #000000
                     color `fg-default` = gray.0 }
        """

    /// Colors outside sRGB: written as Display P3 (mapped into P3 when outside it too).
    static let wide = """
        color p3Red = displayP3(1, 0, 0)
        color lime = oklch(0.9, 0.35, 140)
        color inside = oklch(0.6, 0.1, 250)
        color accent = dynamic(light: displayP3(0, 0.8, 0.3), dark: #0a84ff)
        color both = if highContrast then dynamic(light: oklch(0.5, 0.3, 30), dark: #ffffff) else dynamic(light: #000000, dark: lch(60, 120, 40))
        color faded = alpha(p3Red, 0.5)
        color mixed = mix(#ff0000, #0000ff, in: oklch)
        // Radix's blue steps 9 and 11 (dark) as Radix publishes them in Display P3, inside sRGB.
        color blue9 = dynamic(light: displayP3(0.247, 0.556, 0.969), dark: displayP3(0.344, 0.612, 0.973))
        color blue11 = displayP3(0.49, 0.72, 1)
        color tint = mix(blue9, #ffffff, 0.2)
        """

    static func entries() throws -> [SwiftHarness.Entry] {
        let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".shade") }.sorted()
        var entries = examples.map { file -> SwiftHarness.Entry in
            let name = file.dropLast(6).split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined()
            return SwiftHarness.Entry(
                namespace: name,
                theme: ThemeLoader().load(contentsOf: root.appendingPathComponent("Examples/" + file).path),
                source: file)
        }
        entries.append(SwiftHarness.Entry(namespace: "EveryType", theme: load(everyType), source: "every type"))
        entries.append(SwiftHarness.Entry(namespace: "Levels", theme: load(levels), source: "three contrast levels"))
        entries.append(SwiftHarness.Entry(namespace: "Wide", theme: load(wide), source: "colors outside sRGB"))
        entries.append(
            SwiftHarness.Entry(
                namespace: "Fallback", theme: load(FallbackThemes.generated), source: "generated fallback theme"))
        entries.append(
            SwiftHarness.Entry(
                namespace: "HostileValid", theme: HostileValidTheme.theme, source: HostileValidTheme.name))
        return entries
    }

    @Test(arguments: SwiftHarness.Platform.allCases)
    func exportedSwiftCompilesAndResolvesToTheThemesValues(platform: SwiftHarness.Platform) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try SwiftHarness.buildStandIns(platform, in: folder)
        try #require(failure == nil, "\(failure ?? "")")
        let entries = try Self.entries()
        var sources: [String] = []
        for entry in entries {
            try #require(!entry.theme.hasErrors, "\(entry.source) has errors")
            guard
                case let .success(.file(bytes)) = entry.theme.export(
                    to: .swift, options: ExportTarget.Options(namespace: entry.namespace)
                ).map(\.output)
            else {
                Issue.record("\(entry.source) did not export")
                return
            }
            let file = "\(entry.namespace).swift"
            try Data(bytes).write(to: folder.appendingPathComponent(file))
            sources.append(file)
        }
        // The containers the examples' styles name, as the app (or a system framework) declares them.
        let containers = Set(entries.flatMap { $0.theme.styles.flatMap(\.context) }).sorted()
        let declared = containers.map { "final class \($0): UIViewController {}\n" }.joined()
        try Data("#if canImport(UIKit)\nimport UIKit\n\(declared)#endif\n".utf8).write(
            to: folder.appendingPathComponent("Containers.swift"))
        try Data(SwiftHarness.harness(entries, platform: platform).utf8).write(
            to: folder.appendingPathComponent("Harness.swift"))
        let built = try SwiftHarness.buildHarness(
            sources + ["Containers.swift", "Harness.swift"], platform: platform, in: folder)
        try #require(built == nil, "the exported Swift does not compile:\n\(built ?? "")")
        let run = try SwiftHarness.run(folder.appendingPathComponent("harness"), [], in: folder)
        try #require(run.status == 0, "the harness failed:\n\(run.output)")
        let rows = try JSONDecoder().decode([[String]].self, from: Data(run.output.utf8))
        var actual: [String: String] = [:]
        for row in rows { actual[row[0] + " " + row[1] + " " + row[2]] = row[3] }

        var compared = 0
        for entry in entries {
            let eval = try JSONSerialization.jsonObject(with: entry.theme.renderData(.json)) as! [String: Any]
            // Every combination, and no traits at all (the default one): each shows the column
            // the library says (Theme.appearance(settings:), docs/exports.md, One fallback).
            let combinations = SwiftHarness.combinations(entry.theme) + [("unspecified", [:])]
            // The harness reads a token that varies on nothing once, in the first combination.
            let statics = Set(try ExportedTheme(entry.theme, selection: [:]).tokens.filter(\.axes.isEmpty).map(\.name))
            for token in eval["tokens"] as! [[String: Any]] where token["deprecated"] == nil {
                let name = token["name"] as! String, type = token["type"] as! String
                let values = token["values"] as! [String: Any]
                for (column, settings) in combinations {
                    let appearance = entry.theme.appearance(settings: settings)
                    let expected = Self.normalized(values[appearance.name]!, type: type)
                    let wide = entry.theme.value(of: name, in: appearance)?.colorValue.flatMap(Self.displayP3)
                    for shown in type == "color" ? [name, name + " (SwiftUI)"] : [name] {
                        let read = statics.contains(name) ? combinations[0].0 : column
                        let harness = actual[
                            "\(entry.namespace) \(read) \(shown)" + (wide == nil ? "" : " (components)")]
                        if let wide {
                            // Written wide or outside sRGB: the platform color is the Display P3 one, read back
                            // as extended sRGB.
                            let got =
                                harness.map { $0.split(separator: " ").dropFirst().compactMap { Double($0) } } ?? []
                            #expect(
                                got.count == 4 && zip(got, wide).allSatisfy { abs($0 - $1) < 0.00002 },
                                "\(entry.source) \(shown) in \(column): \(harness ?? "nothing") vs \(wide)")
                        } else {
                            let got = harness.map { Self.normalized(harness: $0, type: type, like: expected) }
                            #expect(got == expected, "\(entry.source) \(shown) in \(column)")
                        }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 300)
    }

    /// For a color written wide or outside sRGB, the extended sRGB components (and alpha) of the
    /// Display P3 color the export writes: the color mapped into P3; nil for a color sRGB shows as it is.
    static func displayP3(_ color: ThemeColor) -> [Double]? {
        guard color.hasWideValue else { return nil }
        let mapped = ColorGamut.displayP3.map(color)
        return [mapped.red, mapped.green, mapped.blue, color.alpha]
    }

    /// An eval JSON value as the harness writes it.
    static func normalized(_ value: Any, type: String) -> String {
        switch type {
        case "number": return Value.format((value as! NSNumber).doubleValue)
        case "bool": return (value as! Bool) ? "true" : "false"
        case "shadow", "border", "typography", "gradient":
            return SwiftHarness.normalizedComposite(json: value, type: type)
        case "font":
            let font = value as! [String: String]
            let family =
                ["system", "System", "SF Pro", "SF Pro Text", "SF Pro Display"].contains(font["family"]!)
                ? "System Font" : font["family"]!
            return "\(family)|\(font["size"]!)|\(font["weight"]!)"
        default: return value as! String
        }
    }

    /// A harness value in the eval JSON's form; dimensions take the unit of `expected`.
    static func normalized(harness value: String, type: String, like expected: String) -> String {
        switch type {
        case "number": return Double(value).map(Value.format) ?? value
        // Durations are TimeIntervals, in seconds.
        case "dimension" where expected.hasSuffix("ms"):
            return (Double(value).map { Value.format($0 * 1000) } ?? value) + "ms"
        case "dimension" where expected.hasSuffix("s") && !expected.hasSuffix("rem"):
            return (Double(value).map(Value.format) ?? value) + "s"
        case "dimension": return (Double(value).map(Value.format) ?? value) + expected.drop { !$0.isLetter }
        case "shadow", "border", "typography", "gradient":
            return SwiftHarness.normalizedComposite(harness: value)
        case "font":
            let parts = value.split(separator: "|").map(String.init)
            let unit = expected.split(separator: "|")[1].drop { !$0.isLetter }
            return "\(parts[0])|\(Double(parts[1]).map(Value.format) ?? parts[1])\(unit)|\(parts[2])"
        default: return value
        }
    }
}
