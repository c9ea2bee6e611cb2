// The embeddable library: what an app needs to load a theme, read its tokens in every appearance,
// follow the appearance the platform shows, and export or import it. The layers below keep
// everything else to the package (docs/architecture.md).
@_exported import ShadeCore
@_exported import ShadeExport
@_exported import ShadeImport
@_exported import ShadeSyntax
