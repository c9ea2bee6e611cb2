import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The DTCG export of every example and of the generated hostile-but-valid theme, read as a DTCG
/// tool reads it: each column's set (`COLUMN.tokens.json`, docs/dtcg.md, Resolver), aliases
/// followed, holds eval's value for every color (its `hex` and `alpha`), number and dimension in
/// that column; and every file of the hostile theme validates against the 2025.10 schemas.
@Suite("Export: DTCG values equal eval, every example")
struct DTCGValuesTests {
    static let themes: [String] = DTCGExportTests.themes.filter { $0.hasSuffix(".shade") } + [HostileValidTheme.name]

    static func theme(_ name: String) -> Theme {
        name == HostileValidTheme.name
            ? HostileValidTheme.theme
            : ThemeLoader().load(files: [AssetCatalogExportTests.examples.appendingPathComponent(name).path])
    }

    /// The tokens of a set by their dotted names (`$root` names its group), each its `$type` and `$value`.
    static func tokens(_ node: [String: Any], path: [String] = [], type: String? = nil) -> [String: (String?, Any)] {
        var found: [String: (String?, Any)] = [:]
        let type = node["$type"] as? String ?? type
        if let value = node["$value"] { found[path.joined(separator: ".")] = (type, value) }
        for (key, child) in node where !key.hasPrefix("$") || key == "$root" {
            guard let child = child as? [String: Any] else { continue }
            let inner = tokens(child, path: key == "$root" ? path : path + [key], type: type)
            found.merge(inner) { first, _ in first }
        }
        return found
    }

    /// A value with its aliases (`"{a.b}"`) followed.
    static func resolved(_ value: Any, in set: [String: (String?, Any)], depth: Int = 0) -> Any {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"), depth < 64,
            let target = set[String(text.dropFirst().dropLast())]
        else { return value }
        return resolved(target.1, in: set, depth: depth + 1)
    }

    /// A DTCG value as eval's JSON writes it (`#rrggbb(aa)`, `16px`, a number); nil for other types.
    static func evalForm(_ value: Any, type: String) -> String? {
        switch type {
        case "color":
            guard let color = value as? [String: Any], let hex = color["hex"] as? String else { return nil }
            let alpha = (color["alpha"] as? Double) ?? 1
            let byte = Int((alpha * 255).rounded())
            return hex.lowercased() + (byte < 255 ? String(format: "%02x", byte) : "")
        case "number": return (value as? Double).map(Value.format)
        case "dimension":
            guard let dimension = value as? [String: Any], let number = dimension["value"] as? Double,
                let unit = dimension["unit"] as? String
            else { return nil }
            return Value.format(number) + unit
        default: return nil
        }
    }

    /// eval's dimension as DTCG writes it: `pt` and `dp` are `px` (docs/dtcg.md, Values).
    static func dtcgDimension(_ text: String) -> String {
        for unit in ["pt", "dp"] where text.hasSuffix(unit) { return text.dropLast(2) + "px" }
        return text
    }

    @Test("every column's set holds eval's colors, numbers and dimensions", arguments: themes)
    func values(_ name: String) throws {
        let theme = Self.theme(name)
        try #require(!theme.hasErrors)
        guard case let .folder(files) = try theme.export(to: .dtcg).get().output else { return }
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        let columns = try #require(json["appearances"] as? [String])
        let evaluated = try #require(json["tokens"] as? [[String: Any]])
        var compared = 0
        for column in columns {
            let file = try #require(files.first { $0.path == column + ".tokens.json" }, "\(name): no set for \(column)")
            let root = try #require(JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
            let set = Self.tokens(root)
            for token in evaluated {
                let tokenName = try #require(token["name"] as? String), type = try #require(token["type"] as? String)
                guard ["color", "number", "dimension"].contains(type),
                    let expected = (token["values"] as? [String: Any])?[column]
                else { continue }
                let exported = try #require(set[tokenName], "\(name): \(tokenName) is not in \(column).tokens.json")
                let value = Self.evalForm(Self.resolved(exported.1, in: set), type: type)
                let wanted = type == "dimension" ? Self.dtcgDimension("\(expected)") : "\(expected)"
                #expect(
                    value == (type == "number" ? Value.format((expected as? Double) ?? .nan) : wanted),
                    "\(name): \(tokenName) in \(column)")
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    @Test(
        "the hostile-but-valid theme's files validate against the DTCG 2025.10 schemas",
        .enabled(if: DTCGExportTests.hasJSONSchema || TestTools.areRequired, "python3 with jsonschema is missing"))
    func hostileSchemas() throws {
        try #require(DTCGExportTests.hasJSONSchema, "python3 with jsonschema is required here (SHADE_REQUIRE_TOOLS=1)")
        guard case let .folder(files) = try HostileValidTheme.theme.export(to: .dtcg).get().output else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-dtcg-\(UUID().uuidString)")
        try AtomicFolder.write(files, to: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DTCGExportTests.validate(files.map { folder.appendingPathComponent($0.path).path })
        #expect(files.count > 8)
        // Known: the DTCG export writes names holding `{`, `}` or a leading `$` as they are, which
        // the format forbids (docs/dtcg.md, Names: it should refuse them, naming the token), and a
        // few groups of the corpus's names fail the group schema. When the export refuses such
        // names, `accepted` leaves them out and this expectation holds: remove the known issue.
        withKnownIssue("the DTCG export takes names the format forbids") {
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
