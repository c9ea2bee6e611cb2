import ShadeSyntax

/// The binder's hints: what a newcomer from UIKit, AppKit, SwiftUI or CSS writes by habit gets
/// one error with Shade's way, instead of the errors the habit would cause; and what a
/// did-you-mean offers for an unknown name.
extension Binder {
    /// The platform types whose members newcomers write, and the framework each is from.
    /// The framework of a platform's color type, for the three names a theme may write by habit.
    /// A switch, not a dictionary: every path `a.b` asks, and its base is rarely one of them.
    static func platformFramework(of type: String) -> String? {
        switch type {
        case "UIColor": "UIKit"
        case "NSColor": "AppKit"
        case "Color": "SwiftUI"
        default: nil
        }
    }

    /// `UIColor.systemBlue`: reported, with the system palette's name when it has one, unless
    /// the theme declares the type's name itself. True when reported.
    mutating func platformMember(_ base: ExpressionID, _ member: String, range: TextRange, log: inout DiagnosticLog)
        -> Bool
    {
        guard case let .name(written) = nodes.expressions[base.offset].kind,
            case let type = log.sources.name(at: written), let framework = Self.platformFramework(of: type),
            !isDeclared(type)
        else {
            return false
        }
        let shade = SystemPalette.byName[member] != nil ? member : ForeignNames.shadeName(for: member)
        let palette = shade.map { SystemPalette.byName[$0] != nil } ?? false
        log.error(
            .platformType(type, framework: framework), at: range,
            notes: palette ? [] : [("a system color is a plain name, such as systemBlue or label", nil)],
            suggestions: palette ? [shade!] : [])
        return true
    }

    /// `a.withAlphaComponent(0.5)`, `a.darken(0.1)`: a method call on a value, where Shade has a
    /// function taking the value first. True when reported; a path to a function of a group is a
    /// call.
    mutating func methodCall(
        _ callee: ExpressionID, _ arguments: ArraySlice<CallArgument>, range: TextRange, log: inout DiagnosticLog
    ) -> Bool {
        guard case let .member(methodRange, base) = nodes.expressions[callee.offset].kind,
            !nodes.expressions[base.offset].kind.isTopLevel
        else {
            return false
        }
        let method = log.sources.name(at: methodRange)
        let function = Builtin.named(method) != nil ? method : ForeignNames.shadeName(for: method)
        guard let function, Builtin.named(function) != nil else { return false }
        // Whether the receiver is a group is asked without reporting or recording anything.
        // What it records is taken back by count: the list may hold a whole file's uses.
        let recorded = dependencies.count
        var probe = DiagnosticLog(sources: log.sources)
        probe.locates = false
        let receiver = resolve(base, log: &probe)
        dependencies.removeSubrange(recorded...)
        switch receiver {
        case .group, .function: return false
        case .value, .failed: break
        }
        let written =
            [program.source(of: nodes.range(of: base), log: log)]
            + arguments.map { argument in
                (argument.label.map { log.sources.name(at: $0) + ": " } ?? "")
                    + program.source(of: nodes.range(of: argument.value), log: log)
            }
        log.error(
            .methodCall(function), at: range,
            suggestions: ["\(function)(\(written.joined(separator: ", ")))"])
        return true
    }

    /// `my-color` in a value: names joined by '-' without spaces, the first of which nothing
    /// declares, were meant as one camelCase name. True when reported.
    mutating func kebabName(_ id: ExpressionID, log: inout DiagnosticLog) -> Bool {
        var words: [String] = []
        var part = nodes[id]
        while case let .binary(.subtract, left, right) = part.kind,
            case let .name(word) = nodes.expressions[right.offset].kind,
            nodes.range(of: left).end + 1 == nodes.range(of: right).start
        {
            words.insert(log.sources.name(at: word), at: 0)
            part = nodes[left]
        }
        guard case let .name(written) = part.kind, !words.isEmpty, case let first = log.sources.name(at: written),
            !isDeclared(first),
            !Self.isBuiltinValue(first)
        else { return false }
        let camel = first + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        log.error(
            .kebabName(([first] + words).joined(separator: "-")), at: nodes.range(of: id),
            suggestions: notOwnName([camel]))
        return true
    }

    /// Whether a parameter or a scope declares `name`.
    func isDeclared(_ name: String) -> Bool {
        parameters.contains { $0.name == name } || chain.contains { program.namespaces[$0].lookup(name) != nil }
    }

    /// Names a did-you-mean can offer: those in scope, the qualified names of all tokens, built-ins.
    func visibleNames() -> [String] {
        var names = parameters.map(\.name)
        for namespace in chain { names += program.namespaces[namespace].members.keys }
        names += program.tokens.map(\.name)
        names += ["dark", "highContrast"] + SystemPalette.entries.map(\.name)
        return names
    }

    /// Suggestions without the name of the token being bound: naming itself is a cycle.
    func notOwnName(_ suggestions: [String]) -> [String] {
        guard let token else { return suggestions }
        let own = program.tokens[token].name
        let simple = QualifiedName.segments(of: own).last ?? own
        return suggestions.filter { $0 != own && $0 != simple }
    }
}
