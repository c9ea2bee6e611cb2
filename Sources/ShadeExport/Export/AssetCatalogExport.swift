import ShadeCore
import ShadeSyntax

/// `shade export --to xcassets`: an asset catalog Xcode opens as is. Each color token is a
/// `NAME.colorset` whose `Contents.json` holds the `universal` value (light, normal contrast)
/// and the `luminosity` (dark) and `contrast` (high) appearances the token varies on, both
/// together where it varies on both; each group is a folder that provides a namespace
/// (`UIColor(named: "Semantic/background")`). A color outside sRGB is written in `display-p3`
/// (mapped into P3 when outside it too); others in `srgb`. Tokens of other types have no place
/// in a catalog and are left out.
enum AssetCatalogExport {
    /// The catalog's files. The caller has made sure no declared axis varies.
    package static func render(_ theme: ExportedTheme) throws(ExportError) -> [ExportProduct.File] {
        let colors = ExportGroup(theme.tokens.filter { $0.type == .color })
        let collisions = ExportNaming.collisions(in: colors, key: ExportNaming.assetCatalogKey, what: "the asset name")
        guard collisions.isEmpty else { throw .invalidNames(collisions) }
        var files = [ExportProduct.File(path: "Contents.json", bytes: Array(catalogContents.utf8))]
        add(colors, folder: "", to: &files)
        return files
    }

    private static func add(_ group: ExportGroup, folder: String, to files: inout [ExportProduct.File]) {
        for member in group.members {
            switch member {
            case let .token(token):
                files.append(
                    ExportProduct.File(
                        path: folder + ExportNaming.assetCatalogName(token.shortName) + ".colorset/Contents.json",
                        bytes: Array(colorset(token).utf8)))
            case let .group(inner):
                let path = folder + ExportNaming.assetCatalogName(inner.name) + "/"
                files.append(ExportProduct.File(path: path + "Contents.json", bytes: Array(groupContents.utf8)))
                add(inner, folder: path, to: &files)
            }
        }
    }

    package static let info = """
          "info" : {
            "author" : "shade",
            "version" : 1
          }
        """

    static let catalogContents = "{\n\(info)\n}\n"

    static let groupContents = """
        {
        \(info),
          "properties" : {
            "provides-namespace" : true
          }
        }

        """

    /// The appearances a colorset lists: (scheme, contrast) settings and the catalog's names for them.
    private static let variants: [(scheme: String, contrast: String, appearances: [(String, String)])] = [
        ("light", "normal", []),
        ("dark", "normal", [("luminosity", "dark")]),
        ("light", "high", [("contrast", "high")]),
        ("dark", "high", [("luminosity", "dark"), ("contrast", "high")])
    ]

    /// A colorset's `Contents.json`: one entry per appearance the token varies in.
    package static func colorset(_ token: ExportedToken) -> String {
        let scheme = token.varies(on: "scheme"), contrast = token.varies(on: "contrast")
        var entries: [String] = []
        for variant in variants
        where (scheme || variant.scheme == "light") && (contrast || variant.contrast == "normal") {
            guard case let .color(color) = token.value(dark: variant.scheme == "dark", high: variant.contrast == "high")
            else { continue }
            var entry = "    {\n"
            if !variant.appearances.isEmpty {
                let list = variant.appearances.map {
                    "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }"
                }
                entry += "      \"appearances\" : [\n\(list.joined(separator: ",\n"))\n      ],\n"
            }
            let (space, red, green, blue, alpha) = components(color)
            entry += """
                      "color" : {
                        "color-space" : "\(space)",
                        "components" : {
                          "alpha" : "\(alpha)",
                          "blue" : "\(blue)",
                          "green" : "\(green)",
                          "red" : "\(red)"
                        }
                      },
                      "idiom" : "universal"
                    }
                """
            entries.append(entry)
        }
        return "{\n  \"colors\" : [\n\(entries.joined(separator: ",\n"))\n  ],\n\(info)\n}\n"
    }

    /// A color's space and components as the catalog writes them: sRGB bytes, or for a color
    /// written wide or outside sRGB its Display P3 components.
    package static func components(_ color: ThemeColor) -> (
        space: String, red: String, green: String, blue: String, alpha: String
    ) {
        let (red, green, blue, alpha) = color.bytes
        guard color.hasWideValue else {
            return ("srgb", component(red), component(green), component(blue), component(alpha))
        }
        let p3 = color.displayP3Components.map(component)
        return ("display-p3", p3[0], p3[1], p3[2], component(color.alpha))
    }

    /// A component 0–1 with three decimals, as Xcode writes them.
    package static func component(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1_000).rounded())
        let fraction = String(thousandths % 1_000)
        return "\(thousandths / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A channel byte as the catalog writes it: 0–1 with three decimals ("0.502"), which reads
    /// back as the same byte (an error of at most 0.0005 is 0.13 of a byte step).
    package static func component(_ byte: UInt8) -> String {
        let thousandths = (Int(byte) * 2_000 + 255) / 510
        let fraction = String(thousandths % 1_000)
        return "\(thousandths / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
