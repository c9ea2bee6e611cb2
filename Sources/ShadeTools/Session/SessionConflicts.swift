import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// A name keeps its kind in a session: a typed group may not replace a token or a function, nor
/// a token or function a group (`color c.x = …` when `c` is a token). Such an entry is refused as a
/// duplicate declaration, the error a file with both declarations gets.
extension SessionBuild {
    /// A declaration whose name is already declared as another kind.
    struct KindConflict {
        /// The qualified name.
        package var name: String
        /// The new declaration's name.
        package var range: TextRange
        /// The existing declaration's name.
        package var first: TextRange
    }

    /// The declarations among `incoming` (top-level, typed into the session) that would change a
    /// name's kind; groups are followed member by member, as they merge.
    func kindConflicts(_ incoming: [Declaration]) -> [KindConflict] {
        var conflicts: [KindConflict] = []
        func visit(_ declarations: [Declaration], scope: Int?, privateScope: Int?) {
            for declaration in declarations {
                guard let (name, range) = declaration.kind.name,
                    let scope = declaration.isPrivate ? privateScope : scope,
                    let existing = program.namespaces[scope].lookup(name)
                else { continue }
                switch (declaration.kind, existing.kind) {
                case let (.group(_, _, members), .group(inner)):
                    visit(members, scope: inner, privateScope: inner)
                case (.group, .token), (.group, .function), (.token, .group), (.function, .group):
                    conflicts.append(
                        KindConflict(
                            name: program.namespaces[scope].qualify(name), range: range, first: existing.range))
                default:
                    break
                }
            }
        }
        visit(incoming, scope: Namespace.global, privateScope: typedTree == nil ? nil : typedScope)
        return conflicts
    }
}
