import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// A theme that changes while you explore it: load files, define and redefine declarations,
/// evaluate expressions, and see which tokens changed, in which appearance, from what to what.
///
/// A definition with an error (a syntax or type error, a cycle, a failed assertion) is refused
/// whole and the session stays as it was. A file with errors is loaded all the same: the tokens
/// its errors touch (and those that use them) are left unresolved, the rest resolve, and the
/// errors are listed; a later definition that removes an error resolves what it held back.
///
/// ```swift
/// var session = ThemeSession()
/// _ = session.define("color background = dynamic(light: #ffffff, dark: #000000)")
/// _ = session.define("color border = darken(background, 0.2)")
/// let update = session.define("color background = #eeeeee")
/// // update.changes: background and border, in light and dark
/// ```
///
/// Redefining an existing token with the same type re-evaluates only that token and its
/// dependents; a new top-level token is added alone; every other change rebuilds the theme from
/// the session's sources.
package struct ThemeSession: Sendable {
    package var build: SessionBuild
    /// What the session was built from, in order, for ``reload(showing:)``.
    package var entries: [Entry] = []
    package let hostFunctions: [HostFunction]

    package enum Entry: Sendable {
        case file(String)
        /// A typed entry and the input line it started on.
        case input(String, line: Int)
    }

    /// Creates an empty session; `hostFunctions` are available to everything it loads.
    package init(hostFunctions: [HostFunction] = []) {
        self.hostFunctions = hostFunctions
        self.build = .empty(hostFunctions: hostFunctions)
    }

    /// The files loaded so far (with ``load(file:showing:)``), in order.
    package var files: [String] {
        entries.compactMap { if case let .file(path) = $0 { path } else { nil } }
    }

    /// How many resolved tokens the session holds, private ones included (tokens with errors and
    /// the values of component styles are not counted).
    package var tokenCount: Int {
        let program = build.program
        guard !program.styles.isEmpty else { return build.resolvedTokenCount }
        return program.tokens.indices.count { !program.tokens[$0].isStyleValue && build.isResolved($0) }
    }

    /// The errors the session holds, from files loaded with errors; empty when every token resolves.
    package var errors: [Diagnostic] { build.errors }

    /// Loads a theme file (and what it imports); its declarations redefine earlier ones of the
    /// same name. A file with errors loads what is sound (see ``ThemeSession``); the update then
    /// lists the errors and still succeeds. Only a file that cannot be read is refused. The update
    /// lists the tokens the load changed or removed; those it adds are counted (``tokenCount``),
    /// not listed: a file of 100,000 tokens is not reported value by value.
    package mutating func load(file path: String, showing selection: AppearanceSelection = .all) -> SessionUpdate {
        var loader = ImportLoader()
        loader.log = DiagnosticLog(sources: build.sources)
        loader.loadEntry(path: path)
        guard !loader.trees.isEmpty else { return .refused(loader.log.reported) }
        var trees = build.trees
        var typedTree = build.typedTree
        SessionMerge.merge(loaded: loader.trees, into: &trees)
        return rebuild(
            sources: loader.log.sources, trees: trees, typedTree: &typedTree, entry: .file(path), selection,
            earlier: loader.log.reported, acceptingNewErrors: true, listingAdded: false)
    }

    /// Defines or redefines the declarations of `source`: any top-level form, plus
    /// `TYPE Group.name = EXPR` for a member of a group. Diagnostics number its first line `line`
    /// (the input line the entry started on). A name may not change between a group and
    /// anything else: that is refused as a duplicate declaration, as in a file.
    package mutating func define(
        _ source: String, line: Int = 1, showing selection: AppearanceSelection = .all
    ) -> SessionUpdate {
        // Added in place (not to a copy of every file): kept, unused, if the entry is refused.
        let file = build.sources.add(SourceFile(path: "<repl>", bytes: Array(source.utf8), firstLine: line))
        let sources = build.sources
        var log = DiagnosticLog(sources: sources)
        guard let (declarations, nodes) = SessionInput.parseDeclarations(file: file, log: &log) else {
            return .refused(log.reported)
        }
        let conflicts = build.kindConflicts(declarations)
        guard conflicts.isEmpty else {
            for conflict in conflicts {
                log.error(
                    .duplicate(conflict.name), at: conflict.range, notes: [("first declared here", conflict.first)])
            }
            return .refused(log.reported)
        }
        // While the session holds errors, every definition goes through the rebuild, which tells
        // which errors it removes.
        if build.errors.isEmpty, let (name, declaration) = SessionMerge.singleToken(declarations),
            let token = build.program.tokenIndex(named: name)
        {
            switch build.redefine(
                token: token, with: declaration, nodes: nodes, sources: sources, selection: selection)
            {
            case let .applied(changes, evaluated):
                entries.append(.input(source, line: line))
                return SessionUpdate(diagnostics: [], changes: changes, evaluatedTokens: evaluated)
            case let .refused(diagnostics):
                return .refused(diagnostics)
            case .needsRebuild:
                break
            }
        }
        if build.errors.isEmpty, declarations.count == 1,
            let changes = build.add(
                declarations[0], nodes: nodes, sources: sources, hostFunctions: hostFunctions, selection: selection)
        {
            entries.append(.input(source, line: line))
            return SessionUpdate(diagnostics: [], changes: changes, evaluatedTokens: 1)
        }
        // A new token past the run's budget of values is refused at once, as the rebuild would
        // refuse it: thousands of such lines each rebuilding the session would be quadratic.
        if build.errors.isEmpty, declarations.count == 1,
            case let .token(_, name, nameRange, _) = declarations[0].kind, build.program.tokenIndex(named: name) == nil,
            RunBudget.firstTokenPastValues(tokens: build.program.tokens.count + 1, appearances: build.space.count)
                != nil
        {
            log.error(
                .tooManyValues(tokens: build.program.tokens.count + 1, appearances: build.space.count), at: nameRange)
            return .refused(log.reported)
        }
        var loader = ImportLoader()
        loader.log = log
        for declaration in declarations {
            if case let .importFile(path, _) = declaration.kind { loader.loadEntry(path: path) }
        }
        guard loader.log.errorCount == 0 else { return .refused(loader.log.reported) }
        var trees = build.trees
        var typedTree = build.typedTree
        SessionMerge.merge(loaded: loader.trees, into: &trees)
        if typedTree == nil {
            trees.append(SyntaxTree(file: file, declarations: [], nodes: ExpressionNodes()))
            typedTree = trees.count - 1
        }
        SessionMerge.merge(declarations, from: nodes, into: &trees, leftover: typedTree!)
        return rebuild(
            sources: loader.log.sources, trees: trees, typedTree: &typedTree, entry: .input(source, line: line),
            selection)
    }

    /// Reads every loaded file again and replays the typed definitions on top; refused whole
    /// when a typed definition now has an error (files may have errors, as in ``load(file:showing:)``).
    package mutating func reload(showing selection: AppearanceSelection = .all) -> SessionUpdate {
        var fresh = ThemeSession(hostFunctions: hostFunctions)
        var warnings: [Diagnostic] = []
        for entry in entries {
            let update =
                switch entry {
                case let .file(path): fresh.load(file: path)
                case let .input(source, line): fresh.define(source, line: line)
                }
            guard update.succeeded else { return .refused(update.diagnostics) }
            warnings += update.diagnostics
        }
        let changes = SessionBuild.changes(from: build, to: fresh.build, selection)
        let known = Set(build.warnings)
        build = fresh.build
        return SessionUpdate(
            diagnostics: warnings.filter { !known.contains($0) }, changes: changes,
            evaluatedTokens: build.resolvedTokenCount)
    }

    /// Forgets everything: the session is empty again.
    package mutating func reset() {
        self = ThemeSession(hostFunctions: hostFunctions)
    }

    /// Compiles the changed trees. A loaded file may bring new errors (`acceptingNewErrors`); a
    /// typed definition is refused if it brings any: it may only keep or remove the errors the
    /// session holds.
    private mutating func rebuild(
        sources: SourceMap, trees: [SyntaxTree], typedTree: inout Int?, entry: Entry, _ selection: AppearanceSelection,
        earlier: [Diagnostic] = [], acceptingNewErrors: Bool = false, listingAdded: Bool = true
    ) -> SessionUpdate {
        let (compiled, diagnostics) = SessionBuild.compile(
            sources: sources, trees: trees, typedTree: typedTree, hostFunctions: hostFunctions, earlier: earlier,
            keepingErrors: true)
        let next = compiled!
        // Diagnostics already shown for the theme before this change are not repeated.
        let known = Set(build.warnings)
        let fresh = diagnostics.filter { !known.contains($0) }
        let heldErrors = Set(build.errors)
        // (Only located errors count: the line saying how many were not shown changes with any fix.)
        guard acceptingNewErrors || next.errors.allSatisfy({ $0.location == nil || heldErrors.contains($0) }) else {
            return .refused(fresh)
        }
        let changes = SessionBuild.changes(from: build, to: next, selection, listingAdded: listingAdded)
        build = next
        entries.append(entry)
        return SessionUpdate(diagnostics: fresh, changes: changes, evaluatedTokens: next.resolvedTokenCount)
    }
}
