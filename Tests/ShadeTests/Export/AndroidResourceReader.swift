import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an exported `res/` folder back as Android resolves it, written from Android's resource
/// documentation independently of the exporter: `values-night/` over `values/` in dark mode,
/// string escapes undone, and values turned into `shade eval --format json`'s notation
/// (`#rrggbbaa` colors) so that the two can be compared.
struct AndroidResourceReader {
    /// Resources by folder (`values`, `values-night`), then by type and name: the value as eval writes it.
    private(set) var folders: [String: [String: String]] = [:]
    private(set) var problems: [String] = []

    init(files: [String: Data]) {
        for (path, data) in files {
            let parts = path.split(separator: "/")
            guard parts.count == 2, parts[0] == "values" || parts[0].hasPrefix("values-"), parts[1].hasSuffix(".xml")
            else {
                problems.append("unexpected file \(path)")
                continue
            }
            let delegate = ResourceParser()
            let parser = XMLParser(data: data)
            parser.delegate = delegate
            guard parser.parse() else {
                problems.append("\(path) is not well-formed XML")
                continue
            }
            for (key, value) in delegate.resources {
                if folders[String(parts[0]), default: [:]].updateValue(value, forKey: key) != nil {
                    problems.append("\(key) is defined twice in \(parts[0])")
                }
            }
        }
    }

    /// The value Android gives resource `type/name` in dark or light mode: the folder
    /// ``AndroidQualifierMatching`` picks among those that define it.
    func value(_ key: String, dark: Bool) -> String? {
        let folder = AndroidQualifierMatching.bestFolder(
            among: folders.keys.filter { folders[$0]?[key] != nil }, night: dark)
        return folder.flatMap { folders[$0]?[key] }
    }

    /// Collects `<color>`, `<dimen>`, `<item type="dimen" format="float">`, `<string>` and `<bool>`.
    private final class ResourceParser: NSObject, XMLParserDelegate {
        var resources: [String: String] = [:]
        private var current: (key: String, element: String)?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            guard element != "resources", let name = attributes["name"] else { return }
            let type = element == "item" ? "number" : element
            current = (type + "/" + name, element == "item" ? "number" : element)
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard let current else { return }
            resources[current.key] = Self.evalNotation(text, element: current.element)
            self.current = nil
        }

        static func evalNotation(_ text: String, element: String) -> String {
            switch element {
            case "color":
                // #AARRGGBB → #rrggbb, or #rrggbbaa when not opaque.
                let digits = Array(text.dropFirst().lowercased())
                let alpha = String(digits[0..<2]), rgb = String(digits[2...])
                return "#" + rgb + (alpha == "ff" ? "" : alpha)
            case "string":
                return unescaped(text)
            default:
                return text
            }
        }

        /// Android's string rules: the text between unescaped double quotes is kept as is,
        /// backslash escapes are undone.
        static func unescaped(_ text: String) -> String {
            var result = ""
            var characters = text.unicodeScalars.makeIterator()
            while let scalar = characters.next() {
                switch scalar {
                case "\"": continue
                case "\\":
                    guard let next = characters.next() else { return result }
                    switch next {
                    case "n": result += "\n"
                    case "t": result += "\t"
                    case "u":
                        let hex = String(String.UnicodeScalarView((0..<4).compactMap { _ in characters.next() }))
                        if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                            result.unicodeScalars.append(decoded)
                        }
                    default: result.unicodeScalars.append(next)
                    }
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
    }
}
