import ShadeSyntax

/// An assertion that reads a component's properties (`UINavigationBar.tintColor`) is checked in
/// every context of that component: it becomes one assertion per context, each reading the
/// tokens that supply the properties there, and its failures name the context.
enum StyleAssertions {
    /// - Parameter nodes: the file's expressions; a rewritten condition is added to them.
    static func expand(
        _ declarations: [Declaration], nodes: inout ExpressionNodes, table: StyleTable, log: inout DiagnosticLog
    ) -> [Declaration] {
        var result: [Declaration] = []
        result.reserveCapacity(declarations.count)
        for declaration in declarations {
            switch declaration.kind {
            case let .assertion(condition, message, _):
                var reads: [(component: Int, range: TextRange)] = []
                collect(condition, in: nodes, table: table, sources: log.sources, into: &reads)
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
                for case let .member(range, _) in allReads(condition, in: nodes, table: table, sources: log.sources) {
                    let property = log.sources.name(at: range)
                    guard !component.properties.contains(where: { $0.name == property }) else { continue }
                    log.error(
                        .unknownProperty(property, of: component.name), at: range,
                        suggestions: Suggestions.closest(to: property, among: component.properties.map(\.name)))
                    known = false
                }
                guard known else { continue }
                for context in component.contexts {
                    var copy = declaration
                    copy.kind = .assertion(
                        condition: rewrite(
                            condition, in: &nodes, component: component, context: context, sources: log.sources),
                        message: message,
                        context: StyleTable.describe(component: component.name, containers: context.containers))
                    result.append(copy)
                }
            case let .group(name, nameRange, members):
                var copy = declaration
                copy.kind = .group(
                    name: name, nameRange: nameRange,
                    members: expand(members, nodes: &nodes, table: table, log: &log))
                result.append(copy)
            default:
                result.append(declaration)
            }
        }
        return result
    }

    /// The component whose property an expression reads, when it is `COMPONENT.PROPERTY`.
    private static func component(
        read id: ExpressionID, in nodes: ExpressionNodes, table: StyleTable, sources: SourceMap
    ) -> Int? {
        guard case let .member(_, base) = nodes.expressions[id.offset].kind,
            case let .name(written) = nodes.expressions[base.offset].kind
        else {
            return nil
        }
        let name = sources.name(at: written)
        return table.components.firstIndex { $0.name == name }
    }

    private static func collect(
        _ id: ExpressionID, in nodes: ExpressionNodes, table: StyleTable, sources: SourceMap,
        into reads: inout [(component: Int, range: TextRange)]
    ) {
        if let component = component(read: id, in: nodes, table: table, sources: sources) {
            reads.append((component, nodes.range(of: id)))
            return
        }
        nodes.operands(of: id).forEach { collect($0, in: nodes, table: table, sources: sources, into: &reads) }
    }

    private static func allReads(
        _ id: ExpressionID, in nodes: ExpressionNodes, table: StyleTable, sources: SourceMap
    ) -> [ExpressionKind] {
        if component(read: id, in: nodes, table: table, sources: sources) != nil {
            return [nodes.expressions[id.offset].kind]
        }
        return nodes.operands(of: id).flatMap { allReads($0, in: nodes, table: table, sources: sources) }
    }

    /// A copy of the expression with every read of the component's properties replaced by the
    /// token that supplies the property in `context`.
    private static func rewrite(
        _ id: ExpressionID, in nodes: inout ExpressionNodes, component: StyleTable.Component,
        context: StyleTable.Context, sources: SourceMap
    ) -> ExpressionID {
        let table = StyleTable(components: [component])
        return nodes.copy(id) { node, nodes in
            guard self.component(read: node, in: nodes, table: table, sources: sources) != nil,
                case let .member(property, _) = nodes.expressions[node.offset].kind,
                let index = component.properties.firstIndex(where: { $0.name == sources.name(at: property) })
            else { return nil }
            return context.values[index].tokenName
        }
    }
}
