import ShadeSyntax

/// The first checking pass: enters every declaration of every file into its namespace, reporting
/// duplicates (with a note at the first declaration) and misplaced `import` and `axis`.
package struct Declarer {
    package var program = Program()
    /// Where each declared axis value was first named, for "first used here" notes.
    var axisValueRanges: [String: TextRange] = [:]
    private var fileScopes: [Int] = []
    /// The expressions of the file being declared.
    private var nodes = ExpressionNodes()

    package static func declare(_ trees: [SyntaxTree], log: inout DiagnosticLog) -> Program {
        var declarer = Declarer()
        // Public top-level names all go into the global scope: size it and the token table once
        // instead of rehashing and copying as they grow.
        let topLevel = trees.reduce(0) { $0 + $1.declarations.count }
        declarer.program.namespaces[Namespace.global].members.reserveCapacity(topLevel)
        declarer.program.tokens.reserveCapacity(topLevel)
        declarer.program.unboundTokenValues.reserveCapacity(topLevel)
        var seen = Set<Int32>()
        for tree in trees {
            // A file's expressions are found by its index (``Program/nodes(ofScope:)``); a second
            // tree of the same file, should a caller pass one, has its own copied in.
            var declarations = tree.declarations
            let file = Int(tree.file)
            if declarer.program.syntax.count <= file {
                declarer.program.syntax += repeatElement(
                    ExpressionNodes(), count: file + 1 - declarer.program.syntax.count)
            }
            if seen.insert(tree.file).inserted {
                declarer.program.syntax[file] = tree.nodes
            } else {
                declarations = declarations.map { declarer.program.syntax[file].copy($0, from: tree.nodes) }
            }
            declarer.nodes = declarer.program.syntax[file]
            let scope = declarer.program.namespaces.count
            declarer.program.namespaces.append(
                Namespace(name: "", parent: Namespace.global, file: tree.file, isFileScope: true))
            declarer.fileScopes.append(scope)
            declarer.declare(declarations, in: scope, topLevel: true, emitted: true, log: &log)
        }
        return declarer.program
    }

    /// - Parameter shadowed: true inside a group whose name was taken already: its members
    ///   cannot be reached by name, so they are neither listed nor computed.
    /// - Parameter inInternal: true inside an `internal` group (and not a private one): its tokens
    ///   are internal too.
    private mutating func declare(
        _ declarations: [Declaration], in scope: Int, topLevel: Bool, emitted: Bool, inInternal: Bool = false,
        shadowed: Bool = false, log: inout DiagnosticLog
    ) {
        // Read in place, by index: a copy of each declaration would retain and release all it holds.
        for index in declarations.indices {
            // Stored fields only: a computed one (`isPrivate`) is a call in another module, which
            // would be handed a copy of the whole declaration.
            let (isPrivate, marked, place) =
                (declarations[index].privateRange != nil, declarations[index].isInternal, declarations[index].range)
            let isInternal = (inInternal || emitted) && !isPrivate && (inInternal || marked)
            let isEmitted = emitted && !isPrivate && !isInternal
            switch declarations[index].kind {
            case let .token(type, name, nameRange, value):
                let token = program.tokens.count
                // Built whole and moved in: appended first and then changed in place, the entry was
                // copied and the original destroyed (docs/performance.md, "Four copies and the start").
                var entry = TokenEntry(
                    name: qualifiedName(name, in: scope), declaredType: type, valueRange: nodes.range(of: value),
                    nameRange: nameRange, scope: scope, isEmitted: isEmitted, notes: declarations[index].notes)
                entry.isInternal = isInternal
                program.tokens.append(consume entry)
                program.unboundTokenValues.append(value)
                // A second declaration of a name is an error; the name keeps meaning the first.
                if !enter(
                    name, .token(token), range: nameRange, isPrivate: isPrivate, isInternal: marked, scope: scope,
                    topLevel: topLevel, log: &log)
                    || shadowed
                {
                    program.tokens[token].isEmitted = false
                    program.tokens[token].isBroken = true
                }
            case let .group(name, nameRange, members):
                let group = program.namespaces.count
                program.namespaces.append(
                    Namespace(
                        name: qualifiedName(name, in: scope), parent: scope, file: program.namespaces[scope].file,
                        isFileScope: false))
                program.namespaces[group].isInternal = isInternal
                let entered = enter(
                    name, .group(group), range: nameRange, isPrivate: isPrivate, isInternal: marked, scope: scope,
                    topLevel: topLevel, log: &log)
                declare(
                    members, in: group, topLevel: false, emitted: isEmitted, inInternal: isInternal,
                    shadowed: shadowed || !entered, log: &log)
            case let .function(name, nameRange, parameters, result, body, functionNodes):
                for (position, parameter) in parameters.enumerated() {
                    if let first = parameters[..<position].first(where: { $0.name == parameter.name }) {
                        log.error(
                            .duplicate(parameter.name), at: parameter.nameRange,
                            notes: [("first declared here", first.nameRange)])
                    }
                }
                let function = program.functions.count
                program.functions.append(
                    FunctionEntry(
                        name: qualifiedName(name, in: scope), parameters: parameters, result: result, body: body,
                        nodes: functionNodes, nameRange: nameRange, scope: scope,
                        deprecation: declarations[index].notes?.deprecation))
                enter(
                    name, .function(function), range: nameRange, isPrivate: isPrivate, isInternal: marked, scope: scope,
                    topLevel: topLevel, log: &log)
            case let .assertion(condition, message, context):
                program.assertions.append(
                    AssertionEntry(
                        syntax: condition, message: message, range: place, scope: scope, context: context))
            case let .overrides(block):
                if !block.declarations.isEmpty {
                    declarePartial(
                        block, in: scope, topLevel: topLevel, emitted: emitted, shadowed: shadowed, log: &log)
                }
                guard topLevel || block.assignments.isEmpty else {
                    log.error(.overridesNotAtTop, at: place)
                    continue
                }
                // A block of declarations alone has its values checked with its tokens (TokenPresence).
                guard !block.assignments.isEmpty || block.declarations.isEmpty else { continue }
                program.overrideBlocks.append(OverrideBlockEntry(block: block, scope: scope, range: place))
            case let .appearances(entries):
                guard topLevel else {
                    log.error(.appearancesNotAtTop, at: place)
                    continue
                }
                guard program.appearanceList == nil else {
                    log.error(
                        .appearancesRepeated, at: place,
                        notes: [("first listed here", program.appearanceList?.range)])
                    continue
                }
                program.appearanceList = (entries, place)
            case .component, .style:
                break  // lowered to tokens before declaring (StyleLowering); misplaced ones reported there
            case .importFile:
                if !topLevel { log.error(.importNotAtTop, at: place) }
            case let .axis(name, nameRange, values):
                guard topLevel else {
                    log.error(.axisNotAtTop, at: place)
                    continue
                }
                declareAxis(name, nameRange: nameRange, values: values, log: &log)
            }
        }
    }

    /// `when dark { color highlight = … }`: tokens that exist only where the block holds
    /// (``TokenPresence``); anything but a token is reported.
    private mutating func declarePartial(
        _ block: OverrideBlock, in scope: Int, topLevel: Bool, emitted: Bool, shadowed: Bool, log: inout DiagnosticLog
    ) {
        let tokens = block.declarations.filter { declaration in
            guard case .token = declaration.kind else {
                log.error(.whenDeclaresTokensOnly, at: declaration.range)
                return false
            }
            return true
        }
        let first = program.tokens.count
        declare(tokens, in: scope, topLevel: topLevel, emitted: emitted, shadowed: shadowed, log: &log)
        for index in first..<program.tokens.count {
            program.tokens[index].presence = TokenPresence(conditions: block.conditions)
        }
    }

    /// Enters a name: top-level public names into the global scope, top-level private ones into
    /// their file's scope, group members into their group. False, after reporting it, when the
    /// name was declared before.
    @discardableResult
    private mutating func enter(
        _ name: String, _ kind: SymbolKind, range: TextRange, isPrivate: Bool, isInternal: Bool, scope: Int,
        topLevel: Bool, log: inout DiagnosticLog
    ) -> Bool {
        let holder = program.namespaces[scope].holder(scope)
        let target = topLevel && !isPrivate ? Namespace.global : holder
        var symbol = Symbol(kind: kind, range: range, privateTo: isPrivate ? holder : nil)
        symbol.isInternal = isInternal || program.namespaces[holder].isInternal
        var previous: Symbol?
        // Hashed once for every table the name is looked up in.
        let key = NameKey(name)
        if topLevel {
            // A top-level name may not repeat across the global scope and any file's private scope.
            if target == Namespace.global {
                for other in fileScopes where previous == nil { previous = program.namespaces[other].lookup(key) }
            } else {
                previous = program.namespaces[Namespace.global].lookup(key)
            }
        }
        // Insert and look up in one probe; a name declared before keeps its first declaration.
        var sameScope = false
        if previous == nil {
            previous = program.namespaces[target].members.insertIfAbsent(symbol, forKey: key)
            sameScope = true
        }
        guard let previous else { return true }
        if sameScope, previous.privateTo == symbol.privateTo,
            pairTokenAndGroup(previous, symbol, name: name, in: target) || reopen(previous, symbol, at: range)
        {
            if previous.isInternal != symbol.isInternal {
                exposes(previous, symbol, name: program.namespaces[scope].qualify(name), at: range, log: &log)
            }
            return true
        }
        log.error(
            .duplicate(program.namespaces[scope].qualify(name)), at: range,
            notes: [("first declared here", previous.range)])
        return false
    }

    /// A token and a group of one name, or two openings of a group, one internal and one public:
    /// the public one would expose the internal one's name, which no output may show.
    private mutating func exposes(
        _ previous: Symbol, _ new: Symbol, name: String, at range: TextRange, log: inout DiagnosticLog
    ) {
        let (exposing, exposed) = new.isInternal ? (previous, new) : (new, previous)
        func what(_ symbol: Symbol) -> String {
            if case .token = symbol.kind { return "token" }
            return "group"
        }
        log.error(
            .exposesInternal(name, public: what(exposing), internal: what(exposed)), at: exposing.range,
            notes: [("internal here", exposed.range)])
    }

    /// A group opened again in the scope of its first opening: the new opening's members go to
    /// the first (docs/language.md, Groups). False when the two are not both groups.
    private mutating func reopen(_ previous: Symbol, _ new: Symbol, at range: TextRange) -> Bool {
        guard case let .group(first) = previous.kind, case let .group(opening) = new.kind else { return false }
        program.namespaces[opening].opening = (first, range)
        return true
    }

    /// A token and a group of one name in one scope are one name (DTCG's `$root`): the group,
    /// whose name used as a value is the token. False when the two are not a token and a group,
    /// or the group has its token already.
    private mutating func pairTokenAndGroup(_ previous: Symbol, _ new: Symbol, name: String, in scope: Int) -> Bool {
        switch (previous.kind, new.kind) {
        case let (.group(group), .token(token)) where program.namespaces[group].rootToken == nil:
            program.namespaces[group].rootToken = token
            return true
        case let (.token(token), .group(group)):
            program.namespaces[group].rootToken = token
            program.namespaces[scope].members.replace(new, forKey: name)
            return true
        default:
            return false
        }
    }

    /// Inlined: called out of line from the mutating `declare`, it was handed a copy of the
    /// declarer (docs/performance.md, "A parser copied for a question").
    @inline(__always)
    private func qualifiedName(_ name: String, in scope: Int) -> String {
        // Most names are declared at a file's top level, whose scopes have no name: settled
        // without reading (and retaining) the scope's.
        scope == Namespace.global || program.namespaces[scope].isFileScope
            ? name : program.namespaces[scope].qualify(name)
    }
}
