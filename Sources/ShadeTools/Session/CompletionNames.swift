import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The names a session knows, for completion.
extension ThemeSession {
    /// The words a name being typed can complete to: for `Sem` the top-level names starting with
    /// `Sem` (a group or a component as `Semantic.`); for `Semantic.ba` the members of `Semantic`
    /// (or the properties of a component) starting with `ba`; after a token, the appearances it can be frozen to
    /// (`key.dark`). Sorted.
    package func completions(forName word: String) -> [String] {
        let program = build.program
        guard let dot = word.lastIndex(of: ".") else {
            var names: [String] = []
            for scope in [Namespace.global, build.typedScope] {
                for (name, symbol) in program.namespaces[scope].members {
                    if case let .token(index) = symbol.kind, program.tokens[index].isStyleValue { continue }
                    if case .group = symbol.kind { names.append(name + ".") } else { names.append(name) }
                }
            }
            names += program.styles.components.map { $0.name + "." }
            names += Self.builtinNames + program.hostFunctions.map(\.name)
            return Set(names.filter { $0.hasPrefix(word) }).sorted()
        }
        let path = String(word[..<dot])
        let partial = String(word[word.index(after: dot)...])
        var candidates: [String] = []
        if let group = program.namespaces.first(where: { !$0.isFileScope && !$0.name.isEmpty && $0.name == path }) {
            for (name, symbol) in group.members {
                if case .group = symbol.kind { candidates.append(name + ".") } else { candidates.append(name) }
            }
        } else if let component = program.styles.components.first(where: { $0.name == path }) {
            candidates = component.properties.map(\.name)
        } else if let token = build.tokenIndex[path] ?? topLevelToken(path) {
            candidates = program.axes.flatMap(\.values)
            candidates += ValueField.members(of: program.tokens[token].declaredType.type)
        }
        return candidates.filter { $0.hasPrefix(partial) }.map { path + "." + $0 }.sorted()
    }

    private func topLevelToken(_ name: String) -> Int? {
        for scope in [Namespace.global, build.typedScope] {
            if case let .token(index)? = build.program.namespaces[scope].members[name]?.kind { return index }
        }
        return nil
    }

    /// Built-in functions, values, keywords and type names.
    static let builtinNames: [String] =
        ["dynamic"] + Builtin.allCases.map(\.rawValue) + ["dark", "highContrast"]
        + SystemPalette.entries.map(\.name) + ValueType.allCases.map(\.rawValue)
        + Program.keywords

    /// The names of every user function (qualified), for listing.
    package var functionNames: [String] { build.program.functions.map(\.name) }

    /// A function's signature: a user function's as declared (`fn soft(c: color, by: number = 0.5)
    /// -> color`), or a built-in's; nil when there is no such function.
    package func signature(ofFunction name: String) -> String? {
        build.program.signature(ofUserFunction: name, sources: build.sources) ?? Builtin.byName[name]?.signature
    }
}
