import ShadeCore
import ShadeSyntax

extension Theme {
    /// The theme exported for a platform (see ``ExportTarget``), keeping every appearance it
    /// varies on in the platform's own mechanism.
    ///
    /// A theme with errors exports nothing. A target that cannot switch a declared axis at run
    /// time (`xcassets`) needs that axis fixed with `options.selection`; it is never dropped.
    /// The product holds the output and, from the same pass, the export's warnings: Android
    /// resource names spelled out (`token_9`), Swift names that lose scalars (`🎨accent` → `accent`).
    public func export(to target: ExportTarget, options: ExportTarget.Options = ExportTarget.Options()) -> Result<
        ExportProduct, ExportError
    > {
        export(to: target, options: options) { _ in }
    }

    /// The same export, handing the walk it makes over the theme (``ExportedTheme``, a token
    /// object per token) to `keep` before it is freed: the executable keeps a large theme's
    /// walk until it exits, since freeing it token by token just before exiting only costs time
    /// (docs/performance.md, "The export's walk kept").
    package func export(
        to target: ExportTarget, options: ExportTarget.Options, keep: (ExportedTheme) -> Void
    ) -> Result<ExportProduct, ExportError> {
        guard !hasErrors else { return .failure(.themeHasErrors) }
        do throws(ExportError) {
            var exported = try ExportedTheme(self, selection: options.selection, aliases: target == .dtcg)
            keep(exported)
            // A token of some appearances: CSS, DTCG and the swatch sheet leave it out where it
            // is absent; the others cannot, and leave it out (docs/exports.md, Tokens of some appearances).
            var partial: [ExportProduct.LeftOut] = []
            if [.swift, .xcassets, .android].contains(target) {
                let left = exported.leavingOutPartialTokens()
                exported = left.theme
                if left.count > 0 {
                    partial = [ExportProduct.LeftOut(kind: ExportProduct.partialKind, count: left.count)]
                }
            }
            if target.needsDeclaredAxesSelected,
                let axis = exported.axes.dropFirst(2).first(where: { axis in
                    exported.tokens.contains { target.exports($0.type) && $0.varies(on: axis.name) }
                })
            {
                throw .usage(
                    """
                    the theme varies on axis '\(axis.name)', which \(target.rawValue) cannot switch at run time; \
                    export one of its values with --select \(axis.name)=VALUE \
                    (\(axis.values.joined(separator: ", "))), \
                    one export per value
                    """)
            }
            switch target {
            case .swift:
                let swift = try SwiftExport.render(exported, sources: sources.files.map(\.path), options: options)
                return .success(ExportProduct(output: .file(swift.bytes), warnings: swift.warnings, leftOut: partial))
            case .xcassets:
                let files = try AssetCatalogExport.render(exported)
                return .success(
                    ExportProduct(
                        output: .folder(files), leftOut: ExportProduct.leftOut(of: exported, by: target) + partial))
            case .android:
                let files = try AndroidExport.render(exported)
                return .success(
                    ExportProduct(
                        output: .folder(files), warnings: AndroidExport.warnings(exported),
                        leftOut: ExportProduct.leftOut(of: exported, by: target) + partial))
            case .css:
                let css = try CSSExport.render(exported, sources: sources.files.map(\.path), options: options)
                return .success(ExportProduct(output: .file(css)))
            case .html:
                let page = HTMLExport.render(exported)
                return .success(ExportProduct(output: .file(page)))
            case .dtcg:
                return .success(ExportProduct(output: .folder(try DTCGExport.render(exported))))
            }
        } catch {
            return .failure(error)
        }
    }
}
