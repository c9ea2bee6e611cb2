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
                        bytes: colorset(token)))
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

    /// The appearances a colorset lists: (scheme, contrast) settings and the catalog's names for
    /// them, the latter as the entry's `"appearances"` lines, assembled once.
    private static let variants: [(scheme: String, contrast: String, appearances: [UInt8])] = [
        ("light", "normal", []),
        ("dark", "normal", appearanceLines([("luminosity", "dark")])),
        ("light", "high", appearanceLines([("contrast", "high")])),
        ("dark", "high", appearanceLines([("luminosity", "dark"), ("contrast", "high")]))
    ]

    private static func appearanceLines(_ appearances: [(String, String)]) -> [UInt8] {
        let list = appearances.map {
            "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }"
        }
        return Array("      \"appearances\" : [\n\(list.joined(separator: ",\n"))\n      ],\n".utf8)
    }

    private static let colorsetEnd = Array("\n  ],\n\(info)\n}\n".utf8)

    /// A colorset's `Contents.json`: one entry per appearance the token varies in, written into one
    /// byte buffer (20,000 files of a catalog: Benchmarks/instructions.sh).
    package static func colorset(_ token: ExportedToken) -> [UInt8] {
        let scheme = token.varies(on: "scheme"), contrast = token.varies(on: "contrast")
        var out: [UInt8] = []
        out.reserveCapacity(1_024)
        out.append(utf8: "{\n  \"colors\" : [\n")
        var first = true
        for variant in variants
        where (scheme || variant.scheme == "light") && (contrast || variant.contrast == "normal") {
            guard case let .color(color) = token.value(dark: variant.scheme == "dark", high: variant.contrast == "high")
            else { continue }
            out.append(utf8: first ? "    {\n" : ",\n    {\n")
            first = false
            out.append(contentsOf: variant.appearances)
            if color.hasWideValue {
                let (space, red, green, blue, alpha) = components(color)
                write(Array(space.utf8), [red, green, blue, alpha].map { Array($0.utf8) }, into: &out)
            } else {
                let (red, green, blue, alpha) = color.bytes
                write(srgb, [red, green, blue, alpha].map { byteComponents[Int($0)] }, into: &out)
            }
        }
        out.append(contentsOf: colorsetEnd)
        // Kept in an array of its own size: 100,000 files hold no slack of the buffer's 1 KB.
        return out.withUnsafeBufferPointer { Array($0) }
    }

    /// An entry's color: its space, and its components red, green, blue and alpha (written in
    /// the catalog's order, alpha first), as text.
    private static func write(_ space: [UInt8], _ rgba: [[UInt8]], into out: inout [UInt8]) {
        out.append(utf8: "      \"color\" : {\n        \"color-space\" : \"")
        out.append(contentsOf: space)
        out.append(utf8: "\",\n        \"components\" : {\n          \"alpha\" : \"")
        out.append(contentsOf: rgba[3])
        out.append(utf8: "\",\n          \"blue\" : \"")
        out.append(contentsOf: rgba[2])
        out.append(utf8: "\",\n          \"green\" : \"")
        out.append(contentsOf: rgba[1])
        out.append(utf8: "\",\n          \"red\" : \"")
        out.append(contentsOf: rgba[0])
        out.append(utf8: "\"\n        }\n      },\n      \"idiom\" : \"universal\"\n    }")
    }

    private static let srgb = Array("srgb".utf8)

    /// The text of every byte as a component (``component(_:)``), in UTF-8: four per entry.
    private static let byteComponents: [[UInt8]] = (0...255).map { Array(component(UInt8($0)).utf8) }

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
