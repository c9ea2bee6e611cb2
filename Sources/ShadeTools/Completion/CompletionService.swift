import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The one answer to "what can be typed here" for the REPL and the language server: names in
/// scope, members after a dot, appearances after a token, built-ins with their signatures and
/// keywords, and the signature of the call around the cursor (`CompletionService+Signatures.swift`).
/// Text is read as it stands (it may not parse): the groups and the `fn` body around the cursor
/// are found from it; the names come from the last program that checked.
package struct CompletionService: Sendable {
    let program: Program
    let sources: SourceMap
    /// Besides the global namespace, the file scopes whose (private) names are in scope by bare name.
    let fileScopes: [Int]

    /// A service over `program`, whose top level sees the global names and those of `fileScopes`.
    package init(program: Program, sources: SourceMap, fileScopes: [Int]) {
        self.program = program
        self.sources = sources
        self.fileScopes = fileScopes.filter { $0 != Namespace.global }
    }

    /// A service over a theme, at the top level of the file at `path` (as loaded): its private
    /// names are in scope; all files' when `path` is nil.
    package init(theme: Theme, file path: String? = nil) {
        let scopes = theme.program.namespaces.indices.filter { index in
            let namespace = theme.program.namespaces[index]
            guard namespace.isFileScope else { return false }
            guard let path, let file = namespace.file else { return true }
            return theme.sources[file].path == path
        }
        self.init(program: theme.program, sources: theme.sources, fileScopes: scopes)
    }

    /// The completions for the name that ends at `offset` (UTF-8) in `text`.
    package func complete(_ text: [UInt8], at offset: Int) -> CompletionAnswer {
        let cursor = min(max(offset, 0), text.count)
        let start = NameBytes.pathStart(before: cursor, in: text)
        let word = String(decoding: text[start..<cursor], as: UTF8.self)
        let base = word.lastIndex(of: ".").map { String(word[..<$0]) }
        let partial = base.map { String(word.dropFirst($0.count + 1)) } ?? word
        let enclosing = EnclosingGroups.around(cursor, in: text)
        var found: [NameCompletion]
        if let base {
            // A path names a member of the innermost group around the cursor that has it, else a top-level one.
            let candidates = base.hasPrefix("$.") ? [base] : enclosing.map { $0 + "." + base } + [base]
            found = candidates.lazy.map { members(after: $0, prefix: partial) }.first { !$0.isEmpty } ?? []
        } else {
            // The members of the groups around the cursor are in scope by their bare names, the
            // innermost first; then the top level's and the built-ins.
            found = FunctionParameters.around(cursor, in: text).filter { $0.name.hasPrefix(partial) }.map {
                NameCompletion(label: $0.name, kind: .parameter, detail: $0.type)
            }
            found += enclosing.flatMap { members(after: $0, prefix: partial) }
            // In a `when` block, the value an override replaces.
            if InheritedValue.word.hasPrefix(partial), EnclosingGroups.isInsideWhenBlock(cursor, in: text) {
                found.append(
                    NameCompletion(label: InheritedValue.word, kind: .keyword, detail: InheritedValue.description))
            }
            found += namesInScope(prefix: partial)
        }
        var seen = Set<String>()
        return CompletionAnswer(start: start, base: base, items: found.filter { seen.insert($0.label).inserted })
    }

    /// The names starting with `prefix` that can follow `base.`: a group's members, a component's
    /// properties, or after a token the appearances to freeze it to and its members (a color's
    /// channels and its views, `oklch`…; after a view, its components). Sorted by label.
    package func members(after base: String, prefix: String = "") -> [NameCompletion] {
        let path = base.hasPrefix("$.") ? String(base.dropFirst(2)) : base
        var found: [NameCompletion] = []
        if let group = program.namespaces.first(where: { !$0.isFileScope && !$0.name.isEmpty && $0.name == path }) {
            found = names(in: group)
        } else if let component = program.styles.components.first(where: { $0.name == path }) {
            found = component.properties.map { .init(label: $0.name, kind: .field, detail: $0.type.rawValue) }
        } else if let token = token(named: path) {
            for axis in program.axes {
                found += axis.values.map { .init(label: $0, kind: .appearance, detail: "appearance (\(axis.name))") }
            }
            let type = program.tokens[token].declaredType.type
            found += ValueField.members(of: type).map {
                .init(label: $0, kind: .field, detail: ValueField(rawValue: $0)?.type(on: type)?.description)
            }
            if type == .color {
                found += ValueField.allCases.compactMap { view in
                    view.spaceComponents.map {
                        .init(label: view.rawValue, kind: .field, detail: "view: " + $0.joined(separator: ", "))
                    }
                }
            }
        } else if let dot = path.lastIndex(of: "."),
            let view = ValueField(rawValue: String(path[path.index(after: dot)...])),
            let components = view.spaceComponents, let token = token(named: String(path[..<dot])),
            program.tokens[token].declaredType.type == .color
        {
            found = components.map { .init(label: $0, kind: .field, detail: "number") }
        }
        return Self.sorted(found, prefix: prefix)
    }

    /// The names starting with `prefix` in scope at the top level: the theme's (global and of the
    /// file scopes), components, built-in and host functions, the system palette, the built-in
    /// conditions, type names and keywords. Sorted by label.
    package func namesInScope(prefix: String = "") -> [NameCompletion] {
        var found = names(in: program.namespaces[Namespace.global])
        for scope in fileScopes { found += names(in: program.namespaces[scope]) }
        found += program.styles.components.map { .init(label: $0.name, kind: .group, detail: "component") }
        found += Builtin.allCases.map { .init(label: $0.rawValue, kind: .function, detail: $0.signature) }
        found += program.hostFunctions.map {
            .init(label: $0.name, kind: .function, detail: signature(ofFunction: $0.name))
        }
        found += SystemPalette.entries.map {
            .init(label: $0.name, kind: .systemColor, detail: "color (system palette)")
        }
        found += Self.conditions.map { .init(label: $0, kind: .keyword, detail: "bool (appearance condition)") }
        found += (["dynamic"] + ValueType.allCases.map(\.rawValue) + Program.keywords).map {
            .init(label: $0, kind: .keyword, detail: nil)
        }
        return Self.sorted(found, prefix: prefix)
    }

    /// The built-in conditions, true in some appearances.
    static let conditions = ["dark", "highContrast"]

    /// Every name the language gives: built-in functions, the system palette, the built-in
    /// conditions, `dynamic`, type names and keywords.
    package static let builtinNames: Set<String> = Set(
        ["dynamic"] + Builtin.allCases.map(\.rawValue) + conditions + SystemPalette.entries.map(\.name)
            + ValueType.allCases.map(\.rawValue) + Program.keywords)

    /// The members of a namespace, style values left out.
    private func names(in namespace: Namespace) -> [NameCompletion] {
        namespace.members.compactMap { name, symbol in
            switch symbol.kind {
            case let .token(index):
                program.tokens[index].isStyleValue
                    ? nil
                    : .init(
                        label: name, kind: .token,
                        detail: (program.tokens[index].isInternal ? "internal " : "") + typeDescription(ofToken: index))
            case .group:
                .init(label: name, kind: .group, detail: "group")
            case let .function(index):
                .init(label: name, kind: .function, detail: signature(ofFunction: program.functions[index].name))
            }
        }
    }

    /// A token by its qualified name, else by its bare name in a file scope.
    private func token(named name: String) -> Int? {
        if let index = program.tokenIndex(named: name) { return index }
        for scope in fileScopes {
            if case let .token(index)? = program.namespaces[scope].members[name]?.kind { return index }
        }
        return nil
    }

    /// The type of a token as the REPL shows it (`color`, `dimension (pt)`).
    package func typeDescription(ofToken index: Int) -> String {
        let token = program.tokens[index]
        return StaticType(token.declaredType.type, unit: token.declaredType.type == .dimension ? token.type?.unit : nil)
            .description
    }

    /// Those of `found` starting with `prefix`, sorted by label, each label once.
    private static func sorted(_ found: [NameCompletion], prefix: String) -> [NameCompletion] {
        var seen = Set<String>()
        return found.filter { $0.label.hasPrefix(prefix) }.sorted { $0.label < $1.label }.filter {
            seen.insert($0.label).inserted
        }
    }
}
