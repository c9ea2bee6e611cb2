import ShadeSyntax

/// A resolver modifier whose contexts are the scheme, alone or combined with one more choice
/// (docs/dtcg.md, Modifiers): `light`/`dark` in any case become the scheme; `light_ax`,
/// `dark-hc`, … become the scheme and a second axis — Shade's contrast for a high-contrast
/// suffix (`hc`, `high_contrast`, `contrast`, …), else a declared axis named after the modifier,
/// whose default value `standard` stands for no suffix. Each context is then exactly one
/// appearance.
struct DTCGSchemeContexts {
    /// The axis to declare, if the contexts need one besides the scheme and contrast.
    var axis: (name: String, values: [String])?
    /// Each context's axis values, by context name.
    var conditions: [String: [String]]
    /// The appearances to list when not every combination of scheme and suffix is a context.
    var listed: [String]?

    private static let highContrast: Set<String> = [
        "hc", "high_contrast", "high-contrast", "highcontrast", "contrast", "high"
    ]

    /// The mapping, or nil when the contexts are not all the scheme with an optional suffix.
    init?(modifier: String, contexts: [String]) {
        var parts: [(context: String, scheme: String, suffix: String)] = []
        for context in contexts {
            let lowered = context.lowercased()
            guard let scheme = ["light", "dark"].first(where: { lowered.hasPrefix($0) }) else { return nil }
            var suffix = String(context.dropFirst(scheme.count))
            if !suffix.isEmpty {
                guard suffix.first == "_" || suffix.first == "-" || suffix.first == " " else { return nil }
                suffix.removeFirst()
                guard !suffix.isEmpty else { return nil }
            }
            parts.append((context, scheme, suffix))
        }
        let schemes = Set(parts.map(\.scheme))
        guard schemes == ["light", "dark"],
            schemes.allSatisfy({ scheme in parts.contains { $0.scheme == scheme && $0.suffix.isEmpty } })
        else { return nil }
        var suffixes: [String] = []
        for part in parts where !part.suffix.isEmpty && !suffixes.contains(part.suffix) { suffixes.append(part.suffix) }
        conditions = [:]
        if suffixes.isEmpty {
            for part in parts { conditions[part.context] = [part.scheme] }
            return
        }
        let isContrast = suffixes.count == 1 && Self.highContrast.contains(suffixes[0].lowercased())
        let base = isContrast ? "normal" : (suffixes.contains("standard") ? "base" : "standard")
        let values = isContrast ? ["high"] : suffixes
        guard values.allSatisfy({ ShadeEscaping.name($0) != nil }) else { return nil }
        if !isContrast { axis = (modifier, [base] + values) }
        var names: [String] = []
        for part in parts {
            let value = part.suffix.isEmpty ? base : (isContrast ? "high" : part.suffix)
            conditions[part.context] = [part.scheme, value]
            names.append(part.scheme + (value == base ? "" : "-" + value))
        }
        if parts.count < 2 * (suffixes.count + 1) { listed = names }
    }
}
