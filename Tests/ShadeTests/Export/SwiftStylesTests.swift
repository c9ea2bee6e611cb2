import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The component styles of the Swift export (docs/exports.md, Component styles): the styles section's golden file,
/// and the proof on Linux that the generated `applyStyles()` and `resetToDefaultAppearance(of:)`
/// compile in Swift 6 mode against the stand-in UIKit and leave the appearance proxies as
/// `shade eval --format json` says, in every appearance.
@Suite(.serialized) struct SwiftStylesTests {
    /// The navigation-bar example (without its failing assertion), plus a title color, a
    /// property no style sets, a contained override in two containers, a color and a font that
    /// vary on contrast.
    static let navigationBar = """
        component UINavigationBar {
          color barTintColor = systemBackground
          color tintColor    = systemBlue
          font  titleFont    = font("SF Pro Text", 17pt, weight: semibold)
          color titleColor   = label
          color largeTitleColor = label
        }

        style UINavigationBar {
          barTintColor = systemGreen
          tintColor    = systemGreen
          titleFont    = font("Marker Felt", 24pt)
        }

        style UINavigationBar in CNContactViewController { reset }
        style UINavigationBar in SettingsController {
          tintColor = label
          titleFont = dynamic(normal: font("Marker Felt", 24pt), high: font("Marker Felt", 24pt, weight: bold))
        }
        style UINavigationBar in ProfileController, SettingsController {
          barTintColor = dynamic(normal: systemIndigo, high: #1a1a66)
          titleColor   = #ffffff
        }
        """

    /// The containers the harness declares as view controllers.
    static let containers = ["CNContactViewController", "SettingsController", "ProfileController"]

    /// How the harness reads a property back from a proxy (written here, not taken from the
    /// export, so a wrong mapping fails).
    static func getter(_ property: String) -> (expression: String, type: String) {
        switch property {
        case "titleFont": ("proxy.titleTextAttributes?[.font] as? UIFont", "font")
        case "titleColor": ("proxy.titleTextAttributes?[.foregroundColor] as? UIColor", "color")
        case "largeTitleColor": ("proxy.largeTitleTextAttributes?[.foregroundColor] as? UIColor", "color")
        default: ("proxy.\(property)", "color")
        }
    }

    func exported(_ theme: Theme) throws -> String {
        guard
            case let .success(.file(bytes)) = theme.export(
                to: .swift, options: ExportTarget.Options(namespace: "Theme")
            ).map(
                \.output)
        else {
            throw ExportFailure()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    struct ExportFailure: Error {}

    @Test func theStylesSectionMatchesTheGoldenFile() throws {
        let output = try exported(load(Self.navigationBar))
        let start = try #require(output.range(of: "#if canImport(UIKit)\n// MARK: - Component styles"))
        let end = try #require(output.range(of: "#endif\n", range: start.upperBound..<output.endIndex))
        try Golden.check(String(output[start.lowerBound..<end.upperBound]), named: "navigation-bar-styles.swift")
        #expect(
            output.contains(
                "#endif\n#if canImport(UIKit) && canImport(ContactsUI)\nimport ContactsUI\n#endif\n\n/// The theme's tokens"
            ))
    }

    @Test func aThemeWithoutComponentsHasNoStylesSection() throws {
        let output = try exported(load("color c = #000000"))
        #expect(!output.contains("applyStyles"))
        #expect(!output.contains("appearance()"))
    }

    @Test func aComponentStyledOnlyInContainersResetsNothing() throws {
        let output = try exported(
            load(
                """
                component UIToolbar { color tintColor = systemBlue }
                style UIToolbar in SettingsController { tintColor = systemRed }
                """))
        #expect(
            output.contains(
                """
                /// Resets nothing: the theme customizes no property of `UIToolbar.appearance()`.
                @MainActor private func shadeResetToDefaultAppearance(
                    _: UIToolbar.Type, _ traits: UIKit.UITraitCollection
                ) -> @MainActor () -> Void {
                    return {}
                }
                """))
        #expect(
            output.contains(
                "    // UIToolbar in SettingsController\n    do {\n        let proxy = UIToolbar.appearance(whenContainedInInstancesOf: [SettingsController.self])\n        proxy.tintColor = ShadeColor.shadeDynamic(light: 0xff3b30ff, dark: 0xff453aff)\n    }\n}\n"
            ))
        #expect(!output.contains("UIToolbar.appearance()\n"))
    }

    @Test func aTokenNamedLikeAGeneratedFunctionIsRefused() {
        let theme = load(Self.navigationBar + "\ncolor applyStyles = #000000\n")
        guard
            case let .failure(.invalidNames(diagnostics)) = theme.export(
                to: .swift, options: ExportTarget.Options(namespace: "Theme"))
        else {
            Issue.record("exported")
            return
        }
        #expect(
            diagnostics.map(\.message) == [
                "token 'applyStyles' becomes the Swift name 'applyStyles', which the export uses for the function that applies the component styles; rename it"
            ])
    }

    /// Compiles the export with a harness that snapshots every proxy before, after
    /// `applyStyles()`, after `resetToDefaultAppearance(of:)` and after the restore; on AppKit,
    /// where the styles are left out, the file must still compile.
    @Test(arguments: SwiftHarness.Platform.allCases)
    func theProxiesHoldTheThemesValues(platform: SwiftHarness.Platform) throws {
        let theme = load(Self.navigationBar)
        try #require(!theme.hasErrors)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-styles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIns = try SwiftHarness.buildStandIns(platform, in: folder)
        try #require(standIns == nil, "\(standIns ?? "")")
        try Data(try exported(theme).utf8).write(to: folder.appendingPathComponent("Theme.swift"))
        let harness =
            platform == .uiKit
            ? Self.harness(theme) : "import AppKit\n\n@main struct Harness { static func main() { print(\"[]\") } }\n"
        try Data(harness.utf8).write(to: folder.appendingPathComponent("Harness.swift"))
        let built = try SwiftHarness.buildHarness(["Theme.swift", "Harness.swift"], platform: platform, in: folder)
        try #require(built == nil, "the exported Swift does not compile:\n\(built ?? "")")
        let run = try SwiftHarness.run(folder.appendingPathComponent("harness"), [], in: folder)
        try #require(run.status == 0, "the harness failed:\n\(run.output)")
        guard platform == .uiKit else { return }
        let rows = try JSONDecoder().decode([[String]].self, from: Data(run.output.utf8))
        var actual: [String: String] = [:]
        for row in rows { actual[row[0..<4].joined(separator: " | ")] = row[4] }
        let expected = try Self.expected(theme)
        #expect(actual.count == expected.count)
        for (key, value) in expected.sorted(by: { $0.key < $1.key }) {
            let type = Self.getter(String(key.split(separator: " | ").last!)).type
            let got = actual[key].map {
                $0 == "unset" ? $0 : SwiftExportCompileTests.normalized(harness: $0, type: type, like: value)
            }
            #expect(got == value, "\(key)")
        }
    }

    /// Per `stage | context | appearance | property`, what the proxy must hold: nothing before;
    /// after apply, the eval value where a style sets the property or a `reset` undoes a
    /// customization, nothing elsewhere (colors in every appearance, fonts as resolved for
    /// the unspecified traits `applyStyles()` takes by default); after the reset, the plain proxy's customized
    /// properties at the defaults (the reset context's values); after the restore, as applied.
    static func expected(_ theme: Theme) throws -> [String: String] {
        let eval = try JSONSerialization.jsonObject(with: theme.renderData(.json)) as! [String: Any]
        let columns = eval["appearances"] as! [String]
        let styles = eval["styles"] as! [[String: Any]]
        let sources = theme.styles
        let customized = Set(
            sources.flatMap { style in
                zip(style.properties, style.sources).compactMap { property, source in
                    if case .style = source { return property.name } else { return nil }
                }
            })
        let defaults =
            styles.first { $0["context"] as! [String] == ["CNContactViewController"] }!["properties"]
            as! [[String: Any]]
        var expected: [String: String] = [:]
        for (style, source) in zip(styles, sources) {
            let context = (style["context"] as! [String]).joined(separator: ", ")
            for (position, property) in (style["properties"] as! [[String: Any]]).enumerated() {
                let name = property["name"] as! String, type = property["type"] as! String
                let isSet =
                    switch source.sources[position] {
                    case .style: true
                    case .reset: customized.contains(name)
                    case .platformDefault: false
                    }
                let isReset = context.isEmpty && source.sources[position] == .style([])
                for column in columns {
                    // A font is no dynamic value: the proxy holds it for the traits given to apply
                    // (unspecified: the first appearance).
                    let shown = type == "font" ? columns[0] : column
                    let value = SwiftExportCompileTests.normalized(
                        (property["values"] as! [String: Any])[shown]!, type: type)
                    let defaultValue = SwiftExportCompileTests.normalized(
                        (defaults[position]["values"] as! [String: Any])[shown]!, type: type)
                    let key = "\(context) | \(column) | \(name)"
                    expected["before | " + key] = "unset"
                    expected["applied | " + key] = isSet ? value : "unset"
                    expected["reset | " + key] = isReset ? defaultValue : isSet ? value : "unset"
                    expected["restored | " + key] = isSet ? value : "unset"
                }
            }
        }
        return expected
    }

    /// The harness: declares the containers, snapshots every proxy at every stage in every
    /// appearance, prints `[stage, context, appearance, property, value]` rows as JSON.
    static func harness(_ theme: Theme) -> String {
        var out = "import UIKit\n\n"
        for container in containers { out += "final class \(container): UIViewController {}\n" }
        out += "\n@MainActor func snapshot(_ stage: String, into rows: inout [[String]]) {\n"
        for style in theme.styles {
            let context = style.context.joined(separator: ", ")
            out += "    do {\n        let proxy = UINavigationBar.appearance("
            if !style.context.isEmpty {
                out +=
                    "whenContainedInInstancesOf: [" + style.context.map { $0 + ".self" }.joined(separator: ", ") + "]"
            }
            out += ")\n"
            for appearance in theme.appearances {
                out +=
                    "        do {\n            let traits = \(SwiftHarness.traits(appearance.settings, platform: .uiKit))\n"
                for property in style.properties {
                    let (expression, type) = getter(property.name)
                    let shown =
                        type == "font" ? "(\(expression)).map(describe)" : "(\(expression)).map { hex($0, traits) }"
                    out +=
                        "            rows.append([stage, \"\(context)\", \"\(appearance.name)\", \"\(property.name)\", \(shown) ?? \"unset\"])\n"
                }
                out += "        }\n"
            }
            out += "    }\n"
        }
        out += """
            }

            @main struct Harness {
                @MainActor static func main() throws {
                    var rows: [[String]] = []
                    snapshot("before", into: &rows)
                    Theme.applyStyles()
                    snapshot("applied", into: &rows)
                    let restore = Theme.resetToDefaultAppearance(of: UINavigationBar.self)
                    snapshot("reset", into: &rows)
                    restore()
                    snapshot("restored", into: &rows)
                    let data = try JSONSerialization.data(withJSONObject: rows)
                    print(String(decoding: data, as: UTF8.self))
                }
            }


            """
        return out + SwiftHarness.uiKitHelpers
    }
}
