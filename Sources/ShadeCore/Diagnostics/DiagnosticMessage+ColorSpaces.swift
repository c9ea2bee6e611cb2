import ShadeSyntax

/// The messages about colors beyond sRGB (docs/color.md).
extension DiagnosticMessage {
    static func unknownChoice(_ written: String, _ choice: BuiltinChoice) -> Self {
        Self(
            text: "unknown \(choice.what) '\(written)'; use one of \(choice.names.map(\.name).joined(separator: ", "))")
    }
    static func choiceNotLiteral(_ choice: BuiltinChoice) -> Self {
        Self(
            text: "a \(choice.what) is written by its name: one of \(choice.names.map(\.name).joined(separator: ", "))")
    }
    static func spaceViewNotValue(_ space: String, components: [String]) -> Self {
        let members = components.map { "'.\(space).\($0)'" }
        return Self(
            text: "'.\(space)' reads a color's \(space) components: add one of \(members.joined(separator: ", "))")
    }
    static func unknownSpaceComponent(_ name: String, space: String, components: [String]) -> Self {
        Self(text: "\(space) has no component '\(name)'; its components are \(components.joined(separator: ", "))")
    }
    static func negativeChroma(_ function: String, written: String) -> Self {
        Self(text: "the chroma of '\(function)' is 0 or more, but this is \(written); it is treated as 0")
    }
    static func labLightness(_ function: String, written: String) -> Self {
        Self(text: "the lightness of '\(function)' is 0–100 (CIE L*), but this is \(written)")
    }
}
