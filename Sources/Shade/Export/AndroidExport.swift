/// `shade export --to android -o res`: resources an app's `res/` folder takes as they are.
/// `values/` holds each token's value in light mode with normal contrast, `values-night/` the dark
/// values of the tokens that vary on the scheme. Android has no resource qualifier for high
/// contrast, so a token that varies on contrast also gets a twin named `NAME_high_contrast` with
/// its high-contrast values (light in `values/`, dark in `values-night/`), in files of their own
/// (`colors_high_contrast.xml`, …), for the app to pick when the user asks for more contrast.
///
/// Colors are `#AARRGGBB` (`<color>`), dimensions `<dimen>` in `dp` (`pt` written as `dp`) or
/// `px`, durations `<integer>` in milliseconds, numbers `<item type="dimen" format="float">`, strings `<string>`, booleans `<bool>`.
/// Fonts need font files, which a theme does not have: they are left out, as are dimensions in
/// `rem` or `em` (relative to a web page's fonts). Shadows, borders,
/// typography and gradients have no resource form (they are drawables or styles): left out too.
enum AndroidExport {
    /// One kind of resource: its file and element, and how a value is written.
    private struct Kind {
        let file: String
        let element: String
        let attributes: String
        /// The resource type, which names share with other kinds of the same type.
        let type: String
    }

    /// The resource kind of `token`: durations (`ms`, `s`) are `<integer>`s in milliseconds, as
    /// Android's animation durations are.
    private static func kind(of token: ExportedToken) -> Kind? {
        switch token.type {
        case .color: Kind(file: "colors", element: "color", attributes: "", type: "color")
        case .dimension where token.unit?.isTime == true:
            Kind(file: "integers", element: "integer", attributes: "", type: "integer")
        case .dimension: Kind(file: "dimens", element: "dimen", attributes: "", type: "dimen")
        case .number: Kind(file: "numbers", element: "item", attributes: " type=\"dimen\" format=\"float\"", type: "dimen")
        case .string: Kind(file: "strings", element: "string", attributes: "", type: "string")
        case .bool: Kind(file: "bools", element: "bool", attributes: "", type: "bool")
        case .font, .shadow, .border, .typography, .gradient: nil
        }
    }

    /// A resource to write: its name and the token it comes from.
    private struct Resource {
        let name: String
        let token: ExportedToken
        /// The token's position in the export.
        let position: Int
        let isHighContrast: Bool
    }

    /// The `res/` folder's files. The caller has made sure no declared axis varies.
    static func render(_ theme: ExportedTheme) throws(ExportError) -> [ExportedFile] {
        var resources: [Resource] = []
        var diagnostics: [Diagnostic] = []
        // `rem` and `em` are relative to a web page's fonts: Android has nothing they mean.
        for (position, token) in theme.tokens.enumerated()
        where kind(of: token) != nil && token.unit != .rem && token.unit != .em {
            guard let name = AndroidNaming.resourceName(token.name) else {
                diagnostics.append(Diagnostic(
                    message: "token '\(token.name)' cannot become an Android resource name, which needs a letter first; rename it",
                    location: token.location))
                continue
            }
            resources.append(Resource(name: name, token: token, position: position, isHighContrast: false))
            if token.varies(on: "contrast") {
                resources.append(Resource(name: name + "_high_contrast", token: token, position: position, isHighContrast: true))
            }
        }
        diagnostics += collisions(resources, in: theme)
        guard diagnostics.isEmpty else { throw .invalidNames(diagnostics) }
        // Each file's text, in the order files are first written.
        var files: [(path: String, text: [UInt8])] = []
        func add(_ kind: Kind, _ name: String, _ value: Value, to path: String, description: String?) {
            let index = files.firstIndex { $0.path == path } ?? {
                files.append((path, Array(header.utf8)))
                return files.count - 1
            }()
            if let description { files[index].text += ("    " + comment(description) + "\n").utf8 }
            for piece in ["    <", kind.element, " name=\"", name, "\"", kind.attributes, ">", text(of: value), "</", kind.element, ">\n"] {
                files[index].text += piece.utf8
            }
        }
        for resource in resources {
            guard let kind = kind(of: resource.token) else { continue }
            let high = resource.isHighContrast
            let file = kind.file + (high ? "_high_contrast" : "") + ".xml"
            let description = resource.token.description
            add(kind, resource.name, resource.token.value(dark: false, high: high), to: "values/" + file, description: description)
            if resource.token.varies(on: "scheme") {
                add(kind, resource.name, resource.token.value(dark: true, high: high), to: "values-night/" + file,
                    description: description)
            }
        }
        return files.map { ExportedFile(path: $0.path, bytes: $0.text + "</resources>\n".utf8) }
    }

    /// A token's description as an XML comment on one line; `--`, which a comment cannot hold,
    /// is broken up.
    static func comment(_ description: String) -> String {
        var text = description.split(separator: "\n").joined(separator: " ")
        while text.contains("--") { text = text.replacing("--", with: "- -") }
        if text.hasSuffix("-") { text += " " }
        return "<!-- " + text + " -->"
    }

    /// Errors for resources of one type that share a name, each naming both tokens.
    private static func collisions(_ resources: [Resource], in theme: ExportedTheme) -> [Diagnostic] {
        let entries = resources.compactMap { resource in
            kind(of: resource.token).map {
                ExportNaming.Entry(name: $0.type + "/" + resource.name, token: resource.position,
                                   part: resource.isHighContrast ? "the high-contrast value of" : nil)
            }
        }
        return ExportNaming.collisions(among: entries, tokens: theme.tokens) { entry in
            let parts = entry.name.split(separator: "/", maxSplits: 1)
            return "the Android \(parts[0]) '\(parts[1])'"
        }
    }

    private static let header =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Generated by Shade from a theme: edit the theme, not this file. -->\n<resources>\n"

    /// A value as a resource's text.
    static func text(of value: Value) -> String {
        switch value {
        case let .color(color):
            let (red, green, blue, alpha) = color.bytes
            var text: [UInt8] = [UInt8(ascii: "#")]
            text.reserveCapacity(9)
            for byte in [alpha, red, green, blue] {
                text.append(hexDigits[Int(byte >> 4)])
                text.append(hexDigits[Int(byte & 0xF)])
            }
            return String(decoding: text, as: UTF8.self)
        case let .number(number): return Value.format(number)
        case let .dimension(number, .ms): return Value.format(number.rounded())
        case let .dimension(number, .s): return Value.format((number * 1000).rounded())
        case let .dimension(number, unit): return Value.format(number) + (unit == .px ? "px" : "dp")
        case let .string(string): return escaped(string)
        case let .bool(flag): return flag ? "true" : "false"
        case .font, .shadow, .border, .typography, .gradient: return ""
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// A string as Android reads it back unchanged: in double quotes (so spaces are kept), with
    /// `\`, `"`, a leading `@` or `?`, newlines, tabs and other control characters escaped by
    /// backslash, and `&`, `<`, `>` as XML entities.
    static func escaped(_ string: String) -> String {
        var text = "\""
        for (offset, scalar) in string.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "@" where offset == 0, "?" where offset == 0: text += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
