import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The exporters other than Swift and CSS on a theme with component styles (docs/exports.md, Component styles):
/// Android resources and asset catalogs have no form for UIAppearance-like styles, so they
/// export the tokens and leave the styles out; the swatch sheet shows a section per component
/// and context.
@Suite("Export: themes with component styles")
struct StyledThemeExportTests {
    /// Tokens, one varying on scheme and one static.
    static let tokens = """
        axis brand { acme, globex }
        group Brand { color green = dynamic(light: #1f7a3a, dark: #30d158) }
        color page = systemBackground
        dimension gap = 8pt
        """

    /// Components and styles over those tokens; one style varies on the declared axis, which
    /// no token does.
    static let styles = """
        component UINavigationBar {
          color barTintColor = systemBackground
          color tintColor    = systemBlue
          font  titleFont    = font("SF Pro Text", 17pt, weight: semibold)
          dimension height   = 44pt
        }
        style UINavigationBar {
          barTintColor = Brand.green
          tintColor    = dynamic(acme: #ffffff, globex: #000000)
        }
        style UINavigationBar in CNContactViewController { reset }
        style UINavigationBar in SettingsController { tintColor = Brand.green }
        """

    @Test(
        "android and xcassets write the same files with the styles as without them",
        arguments: [ExportTarget.android, .xcassets])
    func tokensOnly(target: ExportTarget) throws {
        let styled = load(Self.tokens + "\n" + Self.styles)
        #expect(styled.errorMessages.isEmpty)
        #expect(!styled.styles.isEmpty)
        let plain = load(Self.tokens)
        guard case let .folder(withStyles) = try styled.export(to: target).get().output,
            case let .folder(withoutStyles) = try plain.export(to: target).get().output
        else {
            Issue.record("\(target) must export a folder")
            return
        }
        #expect(!withStyles.isEmpty)
        #expect(withStyles == withoutStyles)
    }

    @Test(
        "the navigation-bar example exports its tokens to android and xcassets",
        arguments: [ExportTarget.android, .xcassets])
    func example(target: ExportTarget) throws {
        let theme = ThemeLoader().load(files: [
            AssetCatalogExportTests.examples.appendingPathComponent("navigation-bar.shade").path
        ])
        guard case let .folder(files) = try theme.export(to: target).get().output else {
            Issue.record("\(target) must export a folder")
            return
        }
        let expected =
            target == .android
            ? ["values/colors.xml", "values-night/colors.xml"]
            : [
                "Contents.json", "Brand/Contents.json", "Brand/green.colorset/Contents.json",
                "Brand/onGreen.colorset/Contents.json"
            ]
        #expect(Set(files.map(\.path)) == Set(expected))
    }

    @Test(
        "the swatch sheet has a section per component and context, a cell per property and appearance with Theme.styles' value"
    )
    func swatchSheet() throws {
        let theme = load(Self.tokens + "\n" + Self.styles)
        guard case let .file(bytes) = try theme.export(to: .html).get().output else { return }
        let html = String(decoding: bytes, as: UTF8.self)
        let styles = theme.styles
        #expect(
            styles.map(\.title) == [
                "UINavigationBar (plain style)", "UINavigationBar in CNContactViewController",
                "UINavigationBar in SettingsController"
            ])
        for style in styles { #expect(html.contains("<h2>\(style.title)</h2>")) }
        let cells = styles.reduce(0) { $0 + $1.properties.count } * theme.appearances.count
        #expect(html.components(separatedBy: " data-property=").count - 1 == cells)
        #expect(html.components(separatedBy: " data-token=").count - 1 == theme.tokens.count * theme.appearances.count)
        for style in styles {
            for property in style.properties {
                for (appearance, value) in zip(theme.appearances, property.values) {
                    guard case let .color(color) = value else { continue }
                    let cell =
                        "<td data-property=\"\(style.component).\(property.name)\" data-context=\"\(style.title)\" "
                        + "data-column=\"\(appearance.name)\"><span class=\"swatch\"><span style=\"background: \(color.hex)\">"
                    #expect(html.contains(cell), "\(style.title) \(property.name) \(appearance.name)")
                }
            }
        }
    }
}
