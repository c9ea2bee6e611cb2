import Foundation
import Testing

/// Reads an exported asset catalog back as Xcode would, written from Apple's "Asset Catalog
/// Format Reference" (Named Color Type) independently of the exporter: it checks each
/// `Contents.json` against the documented keys and answers a color for each pair of traits by
/// the most specific matching entry.
struct AssetCatalogReader {
    /// Colors by asset name (`Semantic/background` for a color in a namespace folder).
    private(set) var colors: [String: [Entry]] = [:]
    /// Every problem found with the structure, as sentences.
    private(set) var problems: [String] = []

    struct Entry: Equatable {
        /// `luminosity` → `dark`, `contrast` → `high`, as the entry's `appearances` say.
        var appearances: [String: String]
        /// `#rrggbb` or `#rrggbbaa`, as `shade eval` writes colors; a Display P3 color as
        /// `display-p3 R G B A` with the components as written.
        var hex: String
    }

    init(files: [String: Data]) {
        guard let root = files["Contents.json"].flatMap(Self.object) else {
            problems.append("the catalog has no readable Contents.json")
            return
        }
        checkInfo(root, in: "Contents.json")
        var namespaces: Set<String> = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) where path != "Contents.json" {
            guard let object = Self.object(data) else {
                problems.append("\(path) is not a JSON object")
                continue
            }
            checkInfo(object, in: path)
            let folder = (path as NSString).deletingLastPathComponent
            if folder.hasSuffix(".colorset") {
                let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
                let parent = (folder as NSString).deletingLastPathComponent
                guard parent.isEmpty || namespaces.contains(parent) else {
                    problems.append("\(path) is in a folder that does not provide a namespace")
                    continue
                }
                colors[parent.isEmpty ? name : parent + "/" + name] = readColorset(object, path: path)
            } else if (object["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true {
                namespaces.insert(folder)
            } else {
                problems.append("\(path) is neither a colorset nor a group providing a namespace")
            }
        }
    }

    /// The color Xcode picks for a style and a contrast: among the entries whose appearances
    /// all hold, the one that names the most of them.
    func color(_ name: String, dark: Bool, high: Bool) -> String? {
        let traits = ["luminosity": dark ? "dark" : "light", "contrast": high ? "high" : "normal"]
        return colors[name]?
            .filter { $0.appearances.allSatisfy { traits[$0.key] == $0.value } }
            .max { $0.appearances.count < $1.appearances.count }?.hex
    }

    private mutating func checkInfo(_ object: [String: Any], in path: String) {
        let info = object["info"] as? [String: Any]
        if info?["version"] as? Int != 1 || info?["author"] as? String == nil {
            problems.append("\(path) lacks info.version 1 and info.author")
        }
    }

    private mutating func readColorset(_ object: [String: Any], path: String) -> [Entry] {
        guard let list = object["colors"] as? [[String: Any]], !list.isEmpty else {
            problems.append("\(path) has no colors")
            return []
        }
        var entries: [Entry] = []
        for item in list {
            guard item["idiom"] as? String == "universal", let color = item["color"] as? [String: Any],
                let space = color["color-space"] as? String, ["srgb", "display-p3"].contains(space),
                let components = color["components"] as? [String: Any]
            else {
                problems.append("\(path) has an entry without idiom universal and an srgb or display-p3 color")
                continue
            }
            var appearances: [String: String] = [:]
            for appearance in item["appearances"] as? [[String: String]] ?? [] {
                guard let kind = appearance["appearance"], let value = appearance["value"],
                    (kind == "luminosity" && ["light", "dark"].contains(value))
                        || (kind == "contrast" && value == "high"),
                    appearances[kind] == nil
                else {
                    problems.append("\(path) has an unknown or repeated appearance \(appearance)")
                    continue
                }
                appearances[kind] = value
            }
            let bytes = ["red", "green", "blue", "alpha"].map { key -> Int? in
                guard let text = components[key] as? String, let number = Double(text), (0...1).contains(number) else {
                    return nil
                }
                return Int((number * 255).rounded())
            }
            guard let channels = bytes as? [Int] else {
                problems.append("\(path) has a component outside 0–1")
                continue
            }
            let shown = channels[3] == 255 ? channels.prefix(3) : channels[...]
            let hex =
                space == "srgb"
                ? "#" + shown.map { String(format: "%02x", $0) }.joined()
                : "display-p3 "
                    + ["red", "green", "blue", "alpha"].map { components[$0] as! String }.joined(separator: " ")
            if entries.contains(where: { $0.appearances == appearances }) {
                problems.append("\(path) lists the appearances \(appearances) twice")
            }
            entries.append(Entry(appearances: appearances, hex: hex))
        }
        if !entries.contains(where: { $0.appearances.isEmpty }) {
            problems.append("\(path) has no universal entry")
        }
        return entries
    }

    private static func object(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
