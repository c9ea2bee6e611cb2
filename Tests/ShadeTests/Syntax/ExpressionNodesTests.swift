import Testing
@testable import ShadeSyntax

/// Expressions as two flat arrays (Sources/ShadeSyntax/Syntax/ExpressionNodes.swift): the parser
/// adds each node after its operands and each call's arguments in a row, also when an argument
/// is a call with arguments of its own; a function's expressions are its own; and a declaration
/// copied into other nodes (as a session moves a typed one into a file's tree) reads the same.
@Suite("Syntax: expression nodes")
struct ExpressionNodesTests {
    /// The expression as a term: `call(name(f), [a: name(x)])`, from the nodes and the sources
    /// their names and strings are read from.
    static func term(_ id: ExpressionID, in nodes: ExpressionNodes, _ sources: SourceMap) -> String {
        func term(_ id: ExpressionID) -> String { Self.term(id, in: nodes, sources) }
        return switch nodes.expressions[id.offset].kind {
        case let .number(value): "\(value)"
        case let .dimension(value, unit): "\(value)\(unit.rawValue)"
        case let .color(color): "#\(color.red),\(color.green),\(color.blue),\(color.alpha)"
        case let .string(literal): "string(\(sources.string(at: literal)))"
        case let .bool(flag): "\(flag)"
        case let .name(name): "name(\(sources.name(at: name)))"
        case let .writtenName(index): "written(\(nodes.writtenNames[Int(index)]))"
        case .topLevel: "$"
        case let .member(name, base): "member(\(term(base)).\(sources.name(at: name)))"
        case let .call(callee, arguments):
            "call(\(term(callee)), ["
                + nodes[arguments: arguments].map { argument in
                    (argument.label.map { sources.name(at: $0) + ": " } ?? "") + term(argument.value)
                }
                .joined(separator: ", ") + "])"
        case let .unary(op, operand): "\(op.rawValue)(\(term(operand)))"
        case let .binary(op, left, right): "(\(term(left)) \(op.rawValue) \(term(right)))"
        case let .conditional(condition, then, otherwise): "if(\(term(condition)), \(term(then)), \(term(otherwise)))"
        case .invalid: "invalid"
        }
    }

    /// `source` parsed as one more file of `sources`.
    static func parse(_ source: String, into sources: inout SourceMap) -> SyntaxTree {
        var log = DiagnosticLog(sources: sources)
        let file = log.sources.add(SourceFile(path: "t\(sources.files.count).shade", bytes: Array(source.utf8)))
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        #expect(log.diagnostics.map(\.message) == [])
        sources = log.sources
        return tree
    }

    /// The value of the only token of `source`, as a term.
    static func value(of source: String) -> String {
        var sources = SourceMap()
        let tree = parse(source, into: &sources)
        guard case let .token(_, _, _, value) = tree.declarations.first?.kind else { return "no token" }
        return term(value, in: tree.nodes, sources)
    }

    static let cases: [(source: String, term: String)] = [
        ("number a = 1", "1.0"),
        (
            "color a = mix(x, darken(y, 0.2), 0.5)",
            "call(name(mix), [name(x), call(name(darken), [name(y), 0.2]), 0.5])"
        ),
        (
            "color a = f(g(h(1), 2), k(3, m(4)), 5)",
            "call(name(f), [call(name(g), [call(name(h), [1.0]), 2.0]), "
                + "call(name(k), [3.0, call(name(m), [4.0])]), 5.0])"
        ),
        (
            "color a = dynamic(light: #fff, dark: b.dark)",
            "call(name(dynamic), [light: #255,255,255,255, dark: member(name(b).dark)])"
        ),
        ("number a = -(1 + 2) * $.b.c", "(-((1.0 + 2.0)) * member(member($.b).c))"),
        ("bool a = if x > 1 then !y else z == 2", "if((name(x) > 1.0), !(name(y)), (name(z) == 2.0))"),
        ("color a = Palette.blue.step(3)", "call(member(member(name(Palette).blue).step), [3.0])"),
        ("dimension a = max(16pt, 2 * gap)", "call(name(max), [16.0pt, (2.0 * name(gap))])"),
        // Names in backticks are read without them; strings with their escapes read; a
        // parenthesized name keeps its own range (the node's is widened to the parentheses).
        ("color a = `fg-default`.`0`", "member(name(fg-default).0)"),
        ("string a = f(`my label`: \"a\\\"b\\\\😀\", (x))", "call(name(f), [my label: string(a\"b\\😀), name(x)])"),
        ("string a = (\"é\")", "string(é)")
    ]

    @Test("the parser's nodes read as the expression written", arguments: cases)
    func parses(_ row: (source: String, term: String)) {
        #expect(Self.value(of: row.source) == row.term)
    }

    @Test("a copied declaration reads the same in the nodes it is copied to", arguments: cases)
    func copies(_ row: (source: String, term: String)) {
        var sources = SourceMap()
        let tree = Self.parse(row.source, into: &sources)
        // Nodes that already hold another file's expressions: the copy's places differ.
        var target = Self.parse("color z = mix(p, q(1, 2), 0.3)\nnumber y = 1 + 2", into: &sources).nodes
        let before = target.expressions.count
        let copied = target.copy(tree.declarations[0], from: tree.nodes)
        #expect(target.expressions.count == before + tree.nodes.expressions.count)
        guard case let .token(_, _, _, value) = copied.kind,
            case let .token(_, _, _, original) = tree.declarations[0].kind
        else {
            Issue.record("not a token")
            return
        }
        #expect(Self.term(value, in: target, sources) == row.term)
        #expect(target.range(of: value) == tree.nodes.range(of: original))
    }

    @Test("a copy in the same nodes with some nodes named anew leaves the original as it was")
    func copiesNaming() {
        var sources = SourceMap()
        var tree = Self.parse("bool a = Bar.tint > 1 && f(Bar.tint, g(2))", into: &sources)
        guard case let .token(_, _, _, value) = tree.declarations[0].kind else { return }
        let copy = tree.nodes.copy(value) { node, nodes in
            guard case let .member(name, _) = nodes.expressions[node.offset].kind else { return nil }
            return "bar_" + sources.name(at: name)
        }
        #expect(
            Self.term(copy, in: tree.nodes, sources)
                == "((written(bar_tint) > 1.0) && call(name(f), [written(bar_tint), call(name(g), [2.0])]))")
        #expect(
            Self.term(value, in: tree.nodes, sources) == "((member(name(Bar).tint) > 1.0) && call(name(f), "
                + "[member(name(Bar).tint), call(name(g), [2.0])]))")
        // Copied into other nodes, a written name is written there too.
        var target = ExpressionNodes()
        let moved = target.copy(copy, from: tree.nodes)
        #expect(target.writtenNames == ["bar_tint", "bar_tint"])
        #expect(Self.term(moved, in: target, sources) == Self.term(copy, in: tree.nodes, sources))
    }

    @Test("a node and an argument are plain values of 32 and 20 bytes")
    func layout() {
        // A `String` in a node would make every array of nodes free each element on its own.
        #expect(MemoryLayout<Expression>.stride == 32)
        #expect(MemoryLayout<CallArgument>.stride == 20)
        #expect(_isPOD(Expression.self) && _isPOD(CallArgument.self))
    }

    @Test("a function's body and defaults are in its own nodes, not the file's")
    func functionsHaveTheirOwnNodes() {
        var sources = SourceMap()
        let tree = Self.parse(
            "number a = 1\nfn f(x: number = 2 + 3) -> number = x * g(x)\nnumber b = f(4)", into: &sources)
        guard case let .function(_, _, parameters, _, body, nodes) = tree.declarations[1].kind else {
            Issue.record("not a function")
            return
        }
        #expect(Self.term(body, in: nodes, sources) == "(name(x) * call(name(g), [name(x)]))")
        #expect(parameters[0].defaultValue.map { Self.term($0, in: nodes, sources) } == "(2.0 + 3.0)")
        // The file's nodes: `1`, then `f(4)` (its callee, its argument, the call).
        #expect(tree.nodes.expressions.count == 4)
        guard case let .token(_, _, _, value) = tree.declarations[2].kind else { return }
        #expect(Self.term(value, in: tree.nodes, sources) == "call(name(f), [4.0])")
    }

    @Test("a node's operands, in the order written")
    func operands() {
        var sources = SourceMap()
        let tree = Self.parse("color a = mix(x, y, 0.5)", into: &sources)
        guard case let .token(_, _, _, value) = tree.declarations[0].kind else { return }
        #expect(
            tree.nodes.operands(of: value).map { Self.term($0, in: tree.nodes, sources) } == [
                "name(mix)", "name(x)", "name(y)", "0.5"
            ])
    }
}
