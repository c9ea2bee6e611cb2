/// The messages of parsing that read like the checker's: CSS color syntax, component bodies.
extension DiagnosticMessage {
    static func cssColorFunction(_ written: String, shade: String) -> Self {
        Self(text: "'\(written)' is CSS's syntax; Shade separates arguments with commas: \(shade)")
    }
    static func expectedComponentProperty(found: String) -> Self {
        Self(text: "expected a property ('TYPE NAME = DEFAULT') in the component, found \(found)")
    }
    static let resetRepeated = Self(text: "'reset' is written twice in this style")
}
