import Foundation
import FuzzSupport
import Shade

/// The file the input is written to, in the empty folder: a resolver document's `$ref`s resolve
/// beside it, where there is nothing else.
let importedPath = FuzzInput.emptyDirectory + "/fuzz.tokens.json"

/// libFuzzer's entry point: imports the input's bytes as a DTCG token file with `shade import`'s
/// `DTCGImport` (a document with `resolutionOrder` is read as a resolver). When the import
/// succeeds, the Shade it writes must load without errors: every name, string and number the
/// importer writes is one the language reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let written = FileManager.default.createFile(atPath: importedPath, contents: bytes)
    FuzzInput.check(written, "cannot write \(importedPath)")
    let (source, diagnostics) = DTCGImport.source(files: [importedPath])
    FuzzInput.consume(Diagnostic.Renderer(colored: false).render(diagnostics))
    guard let source else {
        FuzzInput.check(diagnostics.contains { $0.severity == .error }, "no source, and no error says why")
        return 0
    }
    let theme = ThemeLoader().load(source: source, path: "imported.shade", directory: FuzzInput.emptyDirectory)
    let errors = theme.diagnostics.filter { $0.severity == .error }
    FuzzInput.check(
        errors.isEmpty,
        "the imported Shade has errors:\n"
            + Diagnostic.Renderer(colored: false).render(errors) + "\n--- imported source:\n" + source)
    return 0
}
