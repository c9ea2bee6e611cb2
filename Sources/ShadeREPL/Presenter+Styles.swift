import Shade

/// Component styles in the REPL: `:table` shows, after the tokens, a section per component and
/// context, titled as `shade eval --format table` titles it, one row per property.
extension Presenter {
    /// Per style an empty line, its title (`UINavigationBar in CNContactViewController`), then
    /// its properties aligned as the tokens are: property, type, one column per appearance.
    func render(_ styles: (appearances: [Appearance], styles: [ComponentStyle])) -> String {
        styles.styles.map { style in
            let rows = style.properties.map { property in
                [property.name, property.type.rawValue]
                    + (property.values.isEmpty ? styles.appearances.map { _ in "(error)" } : property.values.map(\.description))
            }
            return "\n" + style.title + "\n" + aligned(
                head: ["property", "type"] + styles.appearances.map(name), rows: rows, values: style.properties.map(\.values))
        }.joined()
    }

    /// ` — from style UINavigationBar in A`: where a component's property got its value, after
    /// the first line of its derivation.
    func origin(_ derivation: Derivation) -> String {
        derivation.origin.map { "  — from " + $0 } ?? ""
    }
}
