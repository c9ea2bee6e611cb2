import ShadeSyntax

/// An assertion that reads a component's properties (`UINavigationBar.tintColor`) is checked in
/// every context of that component: it becomes one assertion per context, each reading the
/// tokens that supply the properties there, and its failures name the context.
enum StyleAssertions {
    static func expand(_ declarations: [Declaration], table: StyleTable, log: inout DiagnosticLog) -> [Declaration] {
        var result: [Declaration] = []
        result.reserveCapacity(declarations.count)
        for declaration in declarations {
            switch declaration.kind {
            case let .assertion(condition, message, _):
                var reads: [(component: Int, range: TextRange)] = []
                collect(condition, table: table, into: &reads)
                guard let first = reads.first else {
                    result.append(declaration)
                    continue
                }
                if let other = reads.first(where: { $0.component != first.component }) {
                    log.error(
                        .assertionMixesComponents(
                            table.components[first.component].name, table.components[other.component].name),
                        at: other.range,
                        notes: [("'\(table.components[first.component].name)' is read here", first.range)])
                    continue
                }
                let component = table.components[first.component]
                var known = true
                for case let .member(_, property, range) in allReads(condition, table: table)
                where !component.properties.contains(where: { $0.name == property }) {
                    log.error(
                        .unknownProperty(property, of: component.name), at: range,
                        suggestions: Suggestions.closest(to: property, among: component.properties.map(\.name)))
                    known = false
                }
                guard known else { continue }
                for context in component.contexts {
                    var copy = declaration
                    copy.kind = .assertion(
                        condition: rewrite(condition, component: component, context: context), message: message,
                        context: StyleTable.describe(component: component.name, containers: context.containers))
                    result.append(copy)
                }
            case let .group(name, nameRange, members):
                var copy = declaration
                copy.kind = .group(name: name, nameRange: nameRange, members: expand(members, table: table, log: &log))
                result.append(copy)
            default:
                result.append(declaration)
            }
        }
        return result
    }

    /// The component whose property an expression reads, when it is `COMPONENT.PROPERTY`.
    private static func component(read expression: Expression, table: StyleTable) -> Int? {
        guard case let .member(base, _, _) = expression.kind, case let .name(name) = base.kind else { return nil }
        return table.components.firstIndex { $0.name == name }
    }

    private static func collect(
        _ expression: Expression, table: StyleTable, into reads: inout [(component: Int, range: TextRange)]
    ) {
        if let component = component(read: expression, table: table) {
            reads.append((component, expression.range))
            return
        }
        children(of: expression).forEach { collect($0, table: table, into: &reads) }
    }

    private static func allReads(_ expression: Expression, table: StyleTable) -> [ExpressionKind] {
        if component(read: expression, table: table) != nil { return [expression.kind] }
        return children(of: expression).flatMap { allReads($0, table: table) }
    }

    private static func rewrite(_ expression: Expression, component: StyleTable.Component, context: StyleTable.Context)
        -> Expression
    {
        var copy = expression
        if self.component(read: expression, table: StyleTable(components: [component])) != nil,
            case let .member(_, property, _) = expression.kind,
            let index = component.properties.firstIndex(where: { $0.name == property })
        {
            copy.kind = .name(context.values[index].tokenName)
            return copy
        }
        switch expression.kind {
        case let .member(base, name, nameRange):
            copy.kind = .member(rewrite(base, component: component, context: context), name: name, nameRange: nameRange)
        case let .call(callee, arguments):
            copy.kind = .call(
                callee: rewrite(callee, component: component, context: context),
                arguments: arguments.map { argument in
                    var argument = argument
                    argument.value = rewrite(argument.value, component: component, context: context)
                    return argument
                })
        case let .unary(op, operand): copy.kind = .unary(op, rewrite(operand, component: component, context: context))
        case let .binary(op, left, right):
            copy.kind = .binary(
                op, rewrite(left, component: component, context: context),
                rewrite(right, component: component, context: context))
        case let .conditional(condition, then, otherwise):
            copy.kind = .conditional(
                rewrite(condition, component: component, context: context),
                rewrite(then, component: component, context: context),
                rewrite(otherwise, component: component, context: context))
        default: break
        }
        return copy
    }

    private static func children(of expression: Expression) -> [Expression] {
        switch expression.kind {
        case let .member(base, _, _): [base]
        case let .call(callee, arguments): [callee] + arguments.map(\.value)
        case let .unary(_, operand): [operand]
        case let .binary(_, left, right): [left, right]
        case let .conditional(condition, then, otherwise): [condition, then, otherwise]
        default: []
        }
    }
}
