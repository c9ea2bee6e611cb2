import ShadeSyntax

/// Turns `component` and `style` declarations into tokens the rest of the pipeline checks and
/// evaluates like any other (docs/language.md, Components and styles): a token per property default and per style
/// assignment, typed by the component's declaration. Each context's properties then name the
/// token that supplies them, by docs/language.md, Precedence, and an assertion that reads a component's
/// properties becomes one assertion per context of that component.
enum StyleLowering {
    package static func lower(_ trees: consuming [SyntaxTree], log: inout DiagnosticLog) -> ([SyntaxTree], StyleTable) {
        var trees = trees
        // A theme without components pays one look at each top-level declaration.
        guard trees.contains(where: { $0.declarations.contains(where: \.isComponentOrStyle) }) else {
            return (trees, StyleTable())
        }
        var table = StyleTable()
        var styles: [(style: StyleDeclaration, component: Int, tree: Int)] = []
        var componentIndex: [String: Int] = [:]
        var topLevelNames: [String: TextRange] = [:]
        for tree in trees {
            for declaration in tree.declarations {
                if let (name, range) = declaration.kind.name, !declaration.kind.isComponent {
                    topLevelNames[name] = topLevelNames[name] ?? range
                }
                reportNested(in: declaration, log: &log)
            }
        }
        // Components first, so a style may come before its component.
        for tree in trees {
            for case let .component(name, nameRange, properties) in tree.declarations.map(\.kind) {
                if let first = componentIndex[name].map({ table.components[$0].nameRange }) ?? topLevelNames[name] {
                    log.error(.duplicate(name), at: nameRange, notes: [("first declared here", first)])
                    continue
                }
                var seen: [String: TextRange] = [:]
                for property in properties {
                    if let first = seen[property.name] {
                        log.error(
                            .duplicate("\(name).\(property.name)"), at: property.nameRange,
                            notes: [("first declared here", first)])
                    }
                    seen[property.name] = seen[property.name] ?? property.nameRange
                }
                componentIndex[name] = table.components.count
                table.components.append(
                    StyleTable.Component(
                        name: name, nameRange: nameRange,
                        properties: properties.map {
                            StyleTable.Property(name: $0.name, type: $0.type.type, nameRange: $0.nameRange)
                        }))
            }
        }
        for (treeIndex, tree) in trees.enumerated() {
            for case let .style(style) in tree.declarations.map(\.kind) {
                guard let component = componentIndex[style.component] else {
                    log.error(
                        .unknownComponent(style.component), at: style.componentRange,
                        suggestions: Suggestions.closest(to: style.component, among: componentIndex.keys.sorted()))
                    continue
                }
                if validate(
                    style, of: table.components[component],
                    earlier: styles.filter { $0.component == component }.map(\.style), log: &log)
                {
                    styles.append((style, component, treeIndex))
                }
            }
        }
        // The tokens: defaults where the component is declared, assignments where the style is.
        for treeIndex in trees.indices {
            let nodes = trees[treeIndex].nodes
            trees[treeIndex].declarations = trees[treeIndex].declarations.flatMap { declaration -> [Declaration] in
                switch declaration.kind {
                case let .component(name, _, properties)
                where componentIndex[name].map({ table.components[$0].nameRange == declaration.kind.name?.1 }) == true:
                    firstOfEachName(properties, \.name).map {
                        token(
                            StyleTable.defaultTokenName(name, $0.name), $0.type, $0.nameRange, $0.defaultValue,
                            in: nodes)
                    }
                case .component, .style: []
                default: [declaration]
                }
            }
        }
        for (style, component, treeIndex) in styles {
            let properties = table.components[component].properties
            let containers = style.containers.map(\.name)
            let nodes = trees[treeIndex].nodes
            trees[treeIndex].declarations += firstOfEachName(style.assignments, \.name).compactMap { assignment in
                guard let property = properties.first(where: { $0.name == assignment.name }) else { return nil }
                return token(
                    StyleTable.styleTokenName(style.component, assignment.name, containers: containers),
                    TypeAnnotation(type: property.type, range: assignment.nameRange), assignment.nameRange,
                    assignment.value, in: nodes)
            }
        }
        table.valueTokenNames =
            table.components.flatMap { component in
                component.properties.map { StyleTable.defaultTokenName(component.name, $0.name) }
            }
            + styles.flatMap { style, component, _ in
                style.assignments.filter { assignment in
                    table.components[component].properties.contains { $0.name == assignment.name }
                }
                .map { StyleTable.styleTokenName(style.component, $0.name, containers: style.containers.map(\.name)) }
            }
        for index in table.components.indices {
            table.components[index].contexts = StylePrecedence.contexts(
                of: table.components[index], styles: styles.filter { $0.component == index }.map(\.style))
        }
        for index in trees.indices {
            trees[index].declarations = StyleAssertions.expand(
                trees[index].declarations, nodes: &trees[index].nodes, table: table, log: &log)
        }
        return (trees, table)
    }

    /// Checks a style against its component: known properties, each set once, containers listed
    /// once, `reset` only with containers, the context not styled before.
    private static func validate(
        _ style: StyleDeclaration, of component: StyleTable.Component, earlier: [StyleDeclaration],
        log: inout DiagnosticLog
    ) -> Bool {
        var valid = true
        var seen: [String: TextRange] = [:]
        for assignment in style.assignments {
            if !component.properties.contains(where: { $0.name == assignment.name }) {
                log.error(
                    .unknownProperty(assignment.name, of: component.name), at: assignment.nameRange,
                    suggestions: Suggestions.closest(to: assignment.name, among: component.properties.map(\.name)))
            } else if let first = seen[assignment.name] {
                log.error(
                    .propertyRepeated(assignment.name), at: assignment.nameRange, notes: [("first set here", first)])
            }
            seen[assignment.name] = seen[assignment.name] ?? assignment.nameRange
        }
        for (position, container) in style.containers.enumerated()
        where style.containers[..<position].contains(where: { $0.name == container.name }) {
            log.error(.containerRepeated(container.name), at: container.range)
            valid = false
        }
        if let reset = style.resetRange, style.containers.isEmpty {
            log.error(.resetWithoutContainers(component.name), at: reset)
            valid = false
        }
        let containers = style.containers.map(\.name)
        if let first = earlier.first(where: { $0.containers.map(\.name) == containers }) {
            log.error(
                .styleRepeated(StyleTable.describe(component: component.name, containers: containers)),
                at: style.componentRange, notes: [("first styled here", first.componentRange)])
            valid = false
        }
        return valid
    }

    private static func reportNested(in declaration: Declaration, log: inout DiagnosticLog) {
        guard case let .group(_, _, members) = declaration.kind else { return }
        for member in members {
            if member.isComponentOrStyle { log.error(.componentNotAtTop, at: member.range) }
            reportNested(in: member, log: &log)
        }
    }

    /// The elements whose name no earlier one has: a repeated property was reported already.
    private static func firstOfEachName<Element>(_ elements: [Element], _ name: (Element) -> String) -> [Element] {
        var seen = Set<String>()
        return elements.filter { seen.insert(name($0)).inserted }
    }

    private static func token(
        _ name: String, _ type: TypeAnnotation, _ nameRange: TextRange, _ value: ExpressionID, in nodes: ExpressionNodes
    ) -> Declaration {
        Declaration(
            kind: .token(type: type, name: name, nameRange: nameRange, value: value),
            range: nameRange.union(nodes.range(of: value)))
    }
}

extension Declaration {
    var isComponentOrStyle: Bool {
        switch kind {
        case .component, .style: true
        default: false
        }
    }
}

extension DeclarationKind {
    var isComponent: Bool {
        if case .component = self { return true }
        return false
    }
}
