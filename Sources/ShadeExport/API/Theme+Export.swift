import ShadeCore
import ShadeSyntax

extension Theme {
    /// The theme exported for a platform (see ``ExportTarget``), keeping every appearance it
    /// varies on in the platform's own mechanism.
    ///
    /// A theme with errors exports nothing. A target that cannot switch a declared axis at run
    /// time (`xcassets`) needs that axis fixed with `options.selection`; it is never dropped.
    public func export(to target: ExportTarget, options: ExportOptions = ExportOptions()) -> Result<ExportOutput, ExportError> {
        guard !hasErrors else { return .failure(.themeHasErrors) }
        do throws(ExportError) {
            let exported = try ExportedTheme(self, selection: options.selection)
            if target.needsDeclaredAxesSelected,
               let axis = exported.axes.dropFirst(2).first(where: { axis in exported.tokens.contains { target.exports($0.type) && $0.varies(on: axis.name) } }) {
                throw .usage("""
                    the theme varies on axis '\(axis.name)', which \(target.rawValue) cannot switch at run time; \
                    export one of its values with --select \(axis.name)=VALUE (\(axis.values.joined(separator: ", "))), \
                    one export per value
                    """)
            }
            switch target {
            case .swift:
                return .success(.file(try SwiftExport.render(exported, sources: sources.files.map(\.path), options: options)))
            case .xcassets: return .success(.folder(try AssetCatalogExport.render(exported)))
            case .android: return .success(.folder(try AndroidExport.render(exported)))
            case .css: return .success(.file(try CSSExport.render(exported)))
            case .html: return .success(.file(HTMLExport.render(exported, theme: self, selection: options.selection)))
            case .dtcg:
                let columns = appearances.filter { column in options.selection.allSatisfy { column.settings[$0.key] == $0.value } }
                return .success(.folder(try DTCGExport.render(exported, columns: columns)))
            }
        } catch {
            return .failure(error)
        }
    }
}

extension Theme {
    /// The warnings an export to `target` gives without failing: for Android, tokens whose names
    /// cannot be resource names and are written spelled out (`token_9`). Empty when the theme has
    /// errors or the export fails.
    public func exportWarnings(to target: ExportTarget, options: ExportOptions = ExportOptions()) -> [Diagnostic] {
        guard target == .android, !hasErrors,
              let exported = try? ExportedTheme(self, selection: options.selection) else { return [] }
        return AndroidExport.warnings(exported)
    }
}
