import ShadeCore
import ShadeSyntax

/// Every gathered token's value as a Shade expression, worked out before anything is written so
/// that a token that cannot be imported, and the tokens that refer to it, can be left out
/// (``DTCGLeftOut``): the base value of each token, and the `when` lines of each appearance.
struct DTCGConversion {
    /// Each token's value by its place in the tokens; nil for a token left out or without a type.
    private(set) var values: [String?]
    /// For each variant, the `path = value` lines of the tokens it changes.
    private(set) var overrides: [[String]]
    private(set) var imported = 0
    private(set) var leftOut = 0

    init(
        tokens all: DTCGTokens, types: DTCGTypeColumn, layers: DTCGLayers, problems: [DTCGProblem], strict: Bool,
        log: inout DiagnosticLog
    ) {
        var problems = problems
        var legacy = DTCGLegacyForms()
        var values = [String?](repeating: nil, count: all.all.count)
        var changes: [[(position: Int, line: String)]] = layers.variants.map { _ in [] }
        // One writer of expressions, moved to each token's group: the tokens are read a stored
        // field at a time (a token, or a variant, handed over whole is a copy of every field).
        var expressions = DTCGExpressions(tokens: all, references: DTCGReferences(all))
        let overridden = Self.overridden(all, by: layers.variants)
        var next = 0
        for position in all.all.indices {
            guard let type = types[position] else { continue }
            let (name, shadeType) = (all.all[position].name, all.all[position].shadeType)
            // The tokens of a group share their scope's array: its keys are worked out once.
            if expressions.scope.path != all.all[position].scope {
                expressions.scope = DTCGReferences.Scope(path: all.all[position].scope)
            }
            guard
                var value = Self.value(
                    all.all[position].value, of: name, shadeType: shadeType, type: type, with: expressions,
                    problems: &problems)
            else { continue }
            if shadeType == nil { legacy.scan(all.all[position].value, type: type) }
            while next < overridden.count, overridden[next].position < position { next += 1 }
            while next < overridden.count, overridden[next].position == position {
                let (index, other) = (Int(overridden[next].variant), overridden[next].value)
                next += 1
                if shadeType == nil { legacy.scan(other, type: type) }
                guard
                    let changed = Self.value(
                        other, of: name, shadeType: shadeType, type: type, with: expressions, problems: &problems),
                    changed != value
                else { continue }
                if layers.schemeOnly {
                    value = "dynamic(light: \(value), dark: \(changed))"
                    continue
                }
                // A `when` block is written at the top level: its references are written from there.
                let scope = expressions.scope
                expressions.scope = .top
                let written = Self.value(
                    other, of: name, shadeType: shadeType, type: type, with: expressions, problems: &problems)
                expressions.scope = scope
                if let written {
                    changes[index].append((position, "\(DTCGShadeWriter.path(all.path(at: position))) = \(written)"))
                }
            }
            values[position] = value
        }
        legacy.report(strict: strict, log: &log)
        var dependencies: [(name: String, uses: [String])] = []
        // Who refers to whom matters only when something is left out: the common case skips it.
        for tokens in problems.isEmpty || strict ? [] : [all] + layers.variants.map(\.tokens) {
            for token in tokens.all {
                var uses: [String] = []
                DTCGAliasCheck.uses(token.value, into: &uses)
                if !uses.isEmpty { dependencies.append((token.name, uses)) }
            }
        }
        let left = DTCGLeftOut(problems, dependencies: dependencies, strict: strict, log: &log)
        if !left.names.isEmpty {
            for position in all.all.indices where left.names.contains(all.all[position].name) {
                values[position] = nil
            }
        }
        overrides = changes.map { $0.filter { values[$0.position] != nil }.map(\.line) }
        imported = values.count { $0 != nil }
        self.values = values
        leftOut = left.names.count
    }

    /// The values the variants give tokens: by the token's place in `all`, then the variant's.
    /// Found from the variants' side, which hold a few of the tokens each, where each token was
    /// looked up in each variant.
    private static func overridden(
        _ all: DTCGTokens, by variants: [DTCGLayers.Variant]
    ) -> [(position: Int, variant: Int32, value: JSONNode)] {
        var overridden: [(position: Int, variant: Int32, value: JSONNode)] = []
        for (index, variant) in variants.enumerated() {
            for place in variant.tokens.all.indices {
                // Every token of a variant is in `all` (``DTCGShadeWriter`` adds those that are not).
                guard let position = all.position(of: variant.tokens.all[place].name) else { continue }
                overridden.append((position, Int32(index), variant.tokens.all[place].value))
            }
        }
        overridden.sort { ($0.position, $0.variant) < ($1.position, $1.variant) }
        return overridden
    }

    /// The Shade expression of `node`, a value of the token `name` (of Shade type `shadeType`, for
    /// a token only Shade has); nil, with a problem, when it has none.
    private static func value(
        _ node: JSONNode, of name: String, shadeType: String?, type: String, with expressions: DTCGExpressions,
        problems: inout [DTCGProblem]
    ) -> String? {
        do throws(DTCGExpressions.Failure) {
            if let shadeType { return try shadeOnly(node, type: shadeType, with: expressions) }
            return try expressions.expression(node, type: type)
        } catch {
            problems.append(DTCGProblem(name: name, why: error.message, range: error.range, hint: error.hint))
            return nil
        }
    }

    private static func shadeOnly(
        _ node: JSONNode, type: String, with expressions: DTCGExpressions
    ) throws(DTCGExpressions.Failure) -> String {
        if let written = expressions.reference(node) { return written }
        switch (type, node.kind) {
        case ("string", .string): return expressions.quoted(node.string ?? "")
        case ("bool", .bool): return node.bool == true ? "true" : "false"
        case ("dimension", .string) where node.string?.hasSuffix("em") == true: return node.string ?? ""
        // A composite with an `em` length, in eval's JSON: lengths as strings ("0.05em").
        case ("typography", .object), ("shadow", .array), ("border", .object):
            return try expressions.expression(node, type: type)
        case ("font", .object):
            guard let family = node["family"]?.string, let size = node["size"]?.string,
                let weight = node["weight"]?.string
            else { break }
            return "font(\(expressions.quoted(family)), \(size), weight: \(weight))"
        default: break
        }
        throw DTCGExpressions.Failure(
            message: "a \(type == "bool" ? "boolean" : type) token cannot hold \(node.kindName)", range: node.range,
            hint: "write a \(type == "bool" ? "true or false" : type) value, or leave the token out")
    }
}
