import ShadeCore
import ShadeSyntax

/// `shade export --to android -o res`: resources an app's `res/` folder takes as they are.
/// `values/` holds each token's value in light mode with normal contrast, `values-night/` the dark
/// values of the tokens that vary on the scheme. Android has no resource qualifier for high
/// contrast, so a token that varies on contrast also gets a twin named `NAME_high_contrast` with
/// its high-contrast values (light in `values/`, dark in `values-night/`), in files of their own
/// (`colors_high_contrast.xml`, …), for the app to pick when the user asks for more contrast.
///
/// Colors are `#AARRGGBB` (`<color>`), dimensions `<dimen>` in `dp` (`pt`, `px` and `dp` alike:
/// CSS's px is a reference pixel, 1 px = 1 pt = 1 dp; Android's `px` would be physical pixels),
/// durations `<integer>` in milliseconds, numbers `<item type="dimen" format="float">`, strings
/// `<string>`, booleans `<bool>`.
/// Fonts need font files, which a theme does not have: they are left out, as are dimensions in
/// `rem` or `em` (relative to a web page's fonts). Shadows, borders,
/// typography and gradients have no resource form (they are drawables or styles): left out too.
package enum AndroidExport {
    /// One kind of resource: its file and element, and how a value is written. Its texts are
    /// constants: a kind is copied once per resource, and holds no reference to count.
    private struct Kind {
        /// Its place among the kinds (``kinds``).
        let id: Int
        let file: StaticString
        let element: StaticString
        let attributes: StaticString
        /// The resource type, which names share with other kinds of the same type.
        let type: StaticString
    }

    private static let kinds = [
        Kind(id: 0, file: "colors", element: "color", attributes: "", type: "color"),
        Kind(id: 1, file: "integers", element: "integer", attributes: "", type: "integer"),
        Kind(id: 2, file: "dimens", element: "dimen", attributes: "", type: "dimen"),
        Kind(id: 3, file: "numbers", element: "item", attributes: " type=\"dimen\" format=\"float\"", type: "dimen"),
        Kind(id: 4, file: "strings", element: "string", attributes: "", type: "string"),
        Kind(id: 5, file: "bools", element: "bool", attributes: "", type: "bool")
    ]

    /// The resource kind of `token`: durations (`ms`, `s`) are `<integer>`s in milliseconds, as
    /// Android's animation durations are.
    private static func kind(of token: ExportedToken) -> Kind? {
        switch token.type {
        case .color: kinds[0]
        case .dimension where token.unit?.isTime == true: kinds[1]
        case .dimension: kinds[2]
        case .number: kinds[3]
        case .string: kinds[4]
        case .bool: kinds[5]
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

    /// Whether the token has a resource form (``ExportTarget/leftOutKind(type:unit:)`` says which
    /// do not; the export's summary counts those).
    private static func isWritten(_ token: ExportedToken) -> Bool {
        ExportTarget.android.leftOutKind(type: token.type, unit: token.unit) == nil
    }

    /// The `res/` folder's files. The caller has made sure no declared axis varies.
    package static func render(_ theme: ExportedTheme) throws(ExportError) -> [ExportProduct.File] {
        var resources: [Resource] = []
        var diagnostics: [Diagnostic] = []
        for (position, token) in theme.tokens.enumerated() where isWritten(token) {
            let name = AndroidNaming.resourceName(token.name).name
            resources.append(Resource(name: name, token: token, position: position, isHighContrast: false))
            if token.varies(on: "contrast") {
                resources.append(
                    Resource(name: name + "_high_contrast", token: token, position: position, isHighContrast: true))
            }
        }
        diagnostics += collisions(resources, in: theme)
        guard diagnostics.isEmpty else { throw .invalidNames(diagnostics) }
        // The files in the order they are first written to, and what goes in each: a resource's
        // light value, then its dark one, each in the file of its kind, contrast and scheme.
        var files: [(path: String, values: [(resource: Int, kind: Int, dark: Bool)])] = []
        var places = [Int?](repeating: nil, count: kinds.count * 4)
        for (index, resource) in resources.enumerated() {
            guard let kind = kind(of: resource.token) else { continue }
            let high = resource.isHighContrast
            for dark in resource.token.varies(on: "scheme") ? [false, true] : [false] {
                let place = kind.id * 4 + (high ? 2 : 0) + (dark ? 1 : 0)
                if places[place] == nil {
                    places[place] = files.count
                    let folder = dark ? "values-night/" : "values/"
                    files.append((folder + "\(kind.file)" + (high ? "_high_contrast" : "") + ".xml", []))
                }
                files[places[place]!].values.append((index, kind.id, dark))
            }
        }
        return files.map { file in
            // About what a resource takes, with its line and a comment: one array, written in place.
            let bytes = ByteWriter.array(capacity: header.utf8.count + 32 + file.values.count * 96) { out in
                out.append(utf8: header)
                for (index, kind, dark) in file.values {
                    let resource = resources[index]
                    let value = resource.token.value(dark: dark, high: resource.isHighContrast)
                    write(resource, kind: kinds[kind], value: value, to: &out)
                }
                out.append("</resources>\n")
            }
            return ExportProduct.File(path: file.path, bytes: bytes)
        }
    }

    /// A resource's line, after its description as a comment when it has one.
    private static func write(_ resource: Resource, kind: Kind, value: Value, to out: inout ByteWriter) {
        if let description = resource.token.description {
            out.append(utf8: "    " + XMLEscaping.comment(description) + "\n")
        }
        out.append("    <")
        out.append(kind.element)
        out.append(" name=\"")
        out.append(utf8: resource.name)
        out.append(UInt8(ascii: "\""))
        out.append(kind.attributes)
        // aapt2 reads `%` in a string as a format specifier and rejects some (`100% - 16px) 50%`);
        // `formatted="false"` turns that off and leaves the text as it is.
        if case let .string(string) = value, string.utf8.contains(UInt8(ascii: "%")) {
            out.append(" formatted=\"false\"")
        }
        out.append(UInt8(ascii: ">"))
        if case let .color(color) = value {
            out.write(upTo: 9) { colorText(color, into: $0) }
        } else {
            out.append(utf8: text(of: value))
        }
        out.append("</")
        out.append(kind.element)
        out.append(">\n")
    }

    /// Warnings for tokens whose names cannot be Android resource names as they are, each saying
    /// the spelled-out name the export gives them (``AndroidNaming``).
    package static func warnings(_ theme: ExportedTheme) -> [Diagnostic] {
        theme.tokens.compactMap { token in
            // A name that starts with an ASCII letter has a plain resource name (its snake case
            // starts with that letter): only the others are worked out.
            guard isWritten(token), !(token.name.utf8.first?.isASCIILetter ?? false) else {
                return nil
            }
            let (name, isSpelledOut) = AndroidNaming.resourceName(token.name)
            guard isSpelledOut else { return nil }
            return Diagnostic(
                severity: .warning,
                message:
                    "token '\(token.name)' cannot become an Android resource name, which needs a letter first; it is "
                    + "written as '\(name)'",
                location: token.location)
        }
    }

    /// Errors for resources of one type that share a name, each naming both tokens.
    private static func collisions(_ resources: [Resource], in theme: ExportedTheme) -> [Diagnostic] {
        let entries = resources.compactMap { resource in
            kind(of: resource.token).map {
                ExportNaming.Entry(
                    name: "\($0.type)/" + resource.name, token: resource.position,
                    part: resource.isHighContrast ? "the high-contrast value of" : nil)
            }
        }
        return ExportNaming.collisions(among: entries, tokens: theme.tokens) { entry in
            let parts = entry.name.split(separator: "/", maxSplits: 1)
            return "the Android \(parts[0]) '\(parts[1])'"
        }
    }

    private static let header =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Generated by Shade from a theme: edit the theme, not this "
        + "file. -->\n<resources>\n"

    /// A color as a resource's text, `#AARRGGBB`, written at `out` (9 bytes); returns how many.
    private static func colorText(_ color: ThemeColor, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let (red, green, blue, alpha) = color.bytes
        out[0] = UInt8(ascii: "#")
        return 1 + HexDigits.write((alpha, red, green, blue), count: 4, uppercase: true, to: out + 1)
    }

    /// A value as a resource's text.
    package static func text(of value: Value) -> String {
        switch value {
        case let .color(color):
            return String(unsafeUninitializedCapacity: 9) { colorText(color, into: $0.baseAddress!) }
        case let .number(number): return Value.format(number)
        case let .dimension(number, .ms): return Value.format(number.rounded())
        case let .dimension(number, .s): return Value.format((number * 1000).rounded())
        // CSS's px is the reference pixel, as a point and a dp are: 1 px = 1 pt = 1 dp. Android's
        // own `px` would be physical pixels.
        case let .dimension(number, _): return Value.format(number) + "dp"
        case let .string(string): return XMLEscaping.androidString(string)
        case let .bool(flag): return flag ? "true" : "false"
        case .font, .shadow, .border, .typography, .gradient: return ""
        }
    }

}

/// Android resource names: the token's dotted path in snake case (`Semantic.primaryText` →
/// `semantic_primary_text`), by words: a word ends at `_`, `.`, and where a lowercase letter or
/// digit meets an uppercase one (`URLColor` → `url_color`, `gray50` stays `gray50`). Names are
/// `[a-z][a-z0-9_]*` as Android requires; a name that is a Java keyword (resources become `R`
/// fields) gets a trailing `_` (`default_`). A name in backticks that gives no such name (`` `9` ``,
/// `` `🎨` ``) is spelled out: `token_`, then its words with each scalar that is no ASCII letter,
/// digit or separator written as `u` and its hex code (`token_9`, `token_u1f3a8`), and the export warns.
enum AndroidNaming {
    /// The resource name of a dotted token name, and whether it had to be spelled out.
    static func resourceName(_ name: String) -> (name: String, isSpelledOut: Bool) {
        if let plain = plainResourceName(name) { return (plain, false) }
        var spelled = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                spelled.unicodeScalars.append(scalar)
            } else {
                spelled += "_u" + String(scalar.value, radix: 16) + "_"
            }
        }
        return ("token_" + ExportNaming.lowercaseWords(of: spelled, joinedBy: "_"), true)
    }

    /// The resource name of a dotted token name in snake case; nil when that does not start with
    /// a letter.
    static func plainResourceName(_ name: String) -> String? {
        let joined = ExportNaming.lowercaseWords(of: name, joinedBy: "_")
        guard let first = joined.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        return javaKeywords.contains(joined) ? joined + "_" : joined
    }

    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
        "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while"
    ]
}
