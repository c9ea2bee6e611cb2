import Testing
@testable import ShadeSyntax

/// Expressions as two flat arrays (Sources/ShadeSyntax/Syntax/ExpressionNodes.swift): the parser
/// adds each node after its operands and each call's arguments in a row, also when an argument
/// is a call with arguments of its own; a function's expressions are its own; and a declaration
/// copied into other nodes (as a session moves a typed one into a file's tree) reads the same.
@Suite("Syntax: expression nodes")
struct ExpressionNodesTests {
    /// The expression as a term: `call(name(f), [a: name(x)])`, from the nodes alone.
    static func term(_ id: ExpressionID, in nodes: ExpressionNodes) -> String {
        switch nodes.expressions[id.offset].kind {
        case let .number(value): "\(value)"
        case let .dimension(value, unit): "\(value)\(unit.rawValue)"
        case let .color(color): "#\(color.red),\(color.green),\(color.blue),\(color.alpha)"
        case let .string(text): "\"\(text)\""
        case let .bool(flag): "\(flag)"
        case let .name(name): "name(\(name))"
        case .topLevel: "$"
        case let .member(name, _, base): "member(\(term(base, in: nodes)).\(name))"
        case let .call(callee, arguments):
            "call(\(term(callee, in: nodes)), ["
                + nodes[arguments: arguments].map { argument in
                    (argument.label.map { $0 + ": " } ?? "") + term(argument.value, in: nodes)
                }
                .joined(separator: ", ") + "])"
        case let .unary(op, operand): "\(op.rawValue)(\(term(operand, in: nodes)))"
        case let .binary(op, left, right): "(\(term(left, in: nodes)) \(op.rawValue) \(term(right, in: nodes)))"
        case let .conditional(condition, then, otherwise):
            "if(\(term(condition, in: nodes)), \(term(then, in: nodes)), \(term(otherwise, in: nodes)))"
        case .invalid: "invalid"
        }
    }

    static func parse(_ source: String) -> SyntaxTree {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "t.shade", bytes: Array(source.utf8)))
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        #expect(log.diagnostics.map(\.message) == [])
        return tree
    }

    /// The value of the file's only token, as a term.
    static func value(of tree: SyntaxTree) -> String {
        guard case let .token(_, _, _, value) = tree.declarations.first?.kind else { return "no token" }
        return term(value, in: tree.nodes)
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
        ("dimension a = max(16pt, 2 * gap)", "call(name(max), [16.0pt, (2.0 * name(gap))])")
    ]

    @Test("the parser's nodes read as the expression written", arguments: cases)
    func parses(_ row: (source: String, term: String)) {
        #expect(Self.value(of: Self.parse(row.source)) == row.term)
    }

    @Test("a copied declaration reads the same in the nodes it is copied to", arguments: cases)
    func copies(_ row: (source: String, term: String)) {
        let tree = Self.parse(row.source)
        // Nodes that already hold another file's expressions: the copy's places differ.
        var target = Self.parse("color z = mix(p, q(1, 2), 0.3)\nnumber y = 1 + 2").nodes
        let before = target.expressions.count
        let copied = target.copy(tree.declarations[0], from: tree.nodes)
        #expect(target.expressions.count == before + tree.nodes.expressions.count)
        guard case let .token(_, _, _, value) = copied.kind,
            case let .token(_, _, _, original) = tree.declarations[0].kind
        else {
            Issue.record("not a token")
            return
        }
        #expect(Self.term(value, in: target) == row.term)
        #expect(target.range(of: value) == tree.nodes.range(of: original))
    }

    @Test("a copy in the same nodes with some nodes replaced leaves the original as it was")
    func copiesReplacing() {
        var tree = Self.parse("bool a = Bar.tint > 1 && f(Bar.tint, g(2))")
        guard case let .token(_, _, _, value) = tree.declarations[0].kind else { return }
        let copy = tree.nodes.copy(value) { node, nodes in
            guard case let .member(name, _, _) = nodes.expressions[node.offset].kind else { return nil }
            return .name("bar_" + name)
        }
        #expect(
            Self.term(copy, in: tree.nodes) == "((name(bar_tint) > 1.0) && call(name(f), [name(bar_tint), "
                + "call(name(g), [2.0])]))")
        #expect(
            Self.term(value, in: tree.nodes) == "((member(name(Bar).tint) > 1.0) && call(name(f), "
                + "[member(name(Bar).tint), call(name(g), [2.0])]))")
    }

    @Test("a function's body and defaults are in its own nodes, not the file's")
    func functionsHaveTheirOwnNodes() {
        let tree = Self.parse("number a = 1\nfn f(x: number = 2 + 3) -> number = x * g(x)\nnumber b = f(4)")
        guard case let .function(_, _, parameters, _, body, nodes) = tree.declarations[1].kind else {
            Issue.record("not a function")
            return
        }
        #expect(Self.term(body, in: nodes) == "(name(x) * call(name(g), [name(x)]))")
        #expect(parameters[0].defaultValue.map { Self.term($0, in: nodes) } == "(2.0 + 3.0)")
        // The file's nodes: `1`, then `f(4)` (its callee, its argument, the call).
        #expect(tree.nodes.expressions.count == 4)
        guard case let .token(_, _, _, value) = tree.declarations[2].kind else { return }
        #expect(Self.term(value, in: tree.nodes) == "call(name(f), [4.0])")
    }

    @Test("a node's operands, in the order written")
    func operands() {
        let tree = Self.parse("color a = mix(x, y, 0.5)")
        guard case let .token(_, _, _, value) = tree.declarations[0].kind else { return }
        #expect(
            tree.nodes.operands(of: value).map { Self.term($0, in: tree.nodes) } == [
                "name(mix)", "name(x)", "name(y)", "0.5"
            ])
    }
}
