import ShadeSyntax

/// What one export gave: its output and the warnings it gave on the way, from the same pass.
///
/// A warning never stops an export; a caller that treats warnings as errors
/// (`shade export --warnings-as-errors`) writes nothing when ``warnings`` is not empty.
public struct ExportProduct: Hashable, Sendable {
    /// The file or folder to write.
    public let output: ExportProduct.Output
    /// Located warnings, in declaration order: names a target writes other than as declared
    /// (Android resource names spelled out, Swift names that lose scalars).
    public let warnings: [Diagnostic]

    /// Creates a product.
    public init(output: ExportProduct.Output, warnings: [Diagnostic] = []) {
        self.output = output
        self.warnings = warnings
    }
}
