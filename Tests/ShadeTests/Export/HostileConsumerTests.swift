import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Themes made of the hostile corpus, exported and read back by their real consumers: `xmllint`
/// and `aapt2` for Android, the file system for the asset catalog, JSON and CSV parsers for `eval`.
@Suite("Export: hostile text in real consumers", .timeLimit(.minutes(5)))
struct HostileConsumerTests {
    /// The entries a part of the language accepts: each tried alone in `make`.
    static func accepted(_ make: (String) -> String) -> [String] {
        HostileCorpus.all.filter { !load(make($0)).hasErrors }
    }

    /// One theme: a token per string value, seeded mix of names and descriptions from the corpus.
    static let theme: (source: String, values: [String: String]) = {
        var generator = SplitMix64(seed: 0x5EED)
        let values = accepted { "string s = " + ShadeEscaping.stringLiteral($0) }
        let names = accepted { "string `t0z \($0)` = \"x\"" }
        let descriptions = accepted { "/// \($0)\nstring s = \"x\"" }
        var source = "axis density { regular, compact }\n"
        var expected: [String: String] = [:]
        for (index, value) in values.enumerated() {
            let entry = names[Int.random(in: 0..<names.count, using: &generator)]
            let name = "t\(index)z " + entry
            let description = descriptions[Int.random(in: 0..<descriptions.count, using: &generator)]
            source += "/// \(description)\nstring `\(name)` = \(ShadeEscaping.stringLiteral(value))\n"
            source += "color `c\(index)z \(entry)` = #102030\n"
            expected[name] = value
        }
        return (source, expected)
    }()

    @Test("the generated theme loads and uses most of the corpus")
    func generated() {
        let theme = load(Self.theme.source)
        #expect(theme.diagnostics.filter { $0.severity == .error } == [])
        #expect(Self.theme.values.count > HostileCorpus.all.count / 2)
    }

    @Test("Android: every file passes xmllint, every values file aapt2 compile, strings read back equal")
    func android() throws {
        let aapt2 = ["/usr/bin/aapt2", "/usr/local/bin/aapt2"]
            .first(where: FileManager.default.isExecutableFile(atPath:))
        let xmllint = AndroidExportTests.xmllint
        guard let aapt2, let xmllint else {
            #expect(!TestTools.areRequired, "aapt2 and xmllint are required here (SHADE_REQUIRE_TOOLS=1)")
            return
        }
        let theme = load(Self.theme.source)
        guard case let .folder(files) = try theme.export(to: .android).get().output else {
            Issue.record("android must export a folder")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try AtomicFolder.write(files, to: folder.appendingPathComponent("res").path)
        let paths = files.map { folder.appendingPathComponent("res/" + $0.path).path }
        let lint = try ToolProcess.run(xmllint, ["--noout"] + paths)
        #expect(lint.status == 0, "\(lint.output)")
        var read: [String: String] = [:]
        for file in files where file.path.hasPrefix("values") {
            let compiled = folder.appendingPathComponent("flat-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("res/" + file.path).path
            let compile = try ToolProcess.run(aapt2, ["compile", "-o", compiled.path, path])
            #expect(compile.status == 0, "\(file.path): \(compile.output)")
            guard file.path.hasSuffix("strings.xml") else { continue }
            for flat in try FileManager.default.contentsOfDirectory(atPath: compiled.path) {
                let dump = try ToolProcess.run(aapt2, ["dump", "apc", compiled.appendingPathComponent(flat).path])
                read.merge(Self.strings(inDump: dump.output, source: path)) { first, _ in first }
            }
        }
        #expect(read.count == Self.theme.values.count)
        for (name, value) in Self.theme.values {
            let resource = AndroidNaming.resourceName(name).name
            #expect(
                read[resource].map { Array($0.unicodeScalars) } == Array(value.unicodeScalars),
                "\(name.debugDescription)")
        }
    }

    @Test("asset catalog: every folder is one component inside the catalog")
    func assetCatalog() throws {
        guard case let .folder(files) = try load(Self.theme.source).export(to: .xcassets).get().output else {
            Issue.record("xcassets must export a folder")
            return
        }
        #expect(files.count == Self.theme.values.count + 1)
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            #expect(components.count <= 2, "\(file.path.debugDescription)")
            #expect(
                components.allSatisfy {
                    !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") && $0.utf8.count <= 255
                })
            #expect(!file.path.unicodeScalars.contains(where: XMLEscaping.isInvisibleControl))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try AtomicFolder.write(files, to: folder.path)
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0 != "Contents.json" && !$0.hasPrefix(".shade-export") }  // the catalog and the manifest
        #expect(folders.count == Self.theme.values.count)
    }

    @Test("eval: JSON and CSV parse back to the theme's strings")
    func eval() throws {
        let theme = load(Self.theme.source)
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        var fromJSON: [String: String] = [:]
        for token in try #require(json["tokens"] as? [[String: Any]]) where token["type"] as? String == "string" {
            let values = try #require(token["values"] as? [String: Any])
            fromJSON[try #require(token["name"] as? String)] = values.first?.value as? String
        }
        let expected = Self.theme.values.mapValues { Array($0.unicodeScalars) }
        #expect(fromJSON.mapValues { Array($0.unicodeScalars) } == expected)
        // CSV cells show strings as `cellText` (controls escaped); each parses back to that.
        let csv = theme.render(.csv)
        var rows = 0
        for line in csv.components(separatedBy: "\r\n").dropFirst() where line.contains(",string,") {
            let fields = try #require(RFC4180.fields(line), "\(line.debugDescription)")
            let name = fields[0].hasPrefix("'") ? String(fields[0].dropFirst()) : fields[0]
            let value = try #require(Self.theme.values[name], "\(name.debugDescription)")
            let shown = Value.string(value).cellText
            #expect(fields[2] == (CSVEscaping.startsFormula(shown) ? "'" + shown : shown))
            rows += 1
        }
        #expect(rows == Self.theme.values.count)
    }

    /// The string values in `aapt2 dump apc` output: `() "VALUE" src=PATH:LINE` per resource. The
    /// dump indents each line of a value after the first by eight spaces, which are taken off.
    static func strings(inDump dump: String, source: String) -> [String: String] {
        var result: [String: String] = [:]
        let blocks = dump.components(separatedBy: " string/").dropFirst()
        for block in blocks {
            guard let newline = block.firstIndex(of: "\n"),
                let open = block.range(of: ") \""),
                let close = block.range(of: "\" src=" + source + ":", options: .backwards)
            else { continue }
            let value = String(block[open.upperBound..<close.lowerBound])
            result[String(block[..<newline])] = value.replacingOccurrences(of: "\n        ", with: "\n")
        }
        return result
    }
}
