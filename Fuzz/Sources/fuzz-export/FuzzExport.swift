import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FuzzSupport
import Shade

/// libFuzzer's entry point: loads the input as a theme file and exports it to every target, as
/// `shade export` does. A theme with errors exports nothing; a declared axis a target cannot
/// switch is exported with each axis fixed to its first value (`--select`). Every output must be
/// well-formed where it is consumed: JSON files parse with `JSONSerialization`, Android's XML
/// files with `XMLParser`, and every file is UTF-8.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = FuzzInput.text(data, size)
    // Imports resolve in an empty folder, which is also their root: nothing outside it is read.
    let theme = ThemeLoader().load(source: source, path: "fuzz.shade", directory: FuzzInput.emptyDirectory)
    for target in ExportTarget.allCases {
        switch theme.export(to: target) {
        case let .success(product):
            check(product.output, of: target)
        case .failure(.usage):
            // Fix each declared axis (those after the scheme and contrast) to its first value.
            var selection: [String: String] = [:]
            for appearance in theme.appearances.prefix(1) {
                for (axis, value) in appearance.settings where axis != "scheme" && axis != "contrast" {
                    selection[axis] = value
                }
            }
            if case let .success(product) = theme.export(
                to: target, options: ExportTarget.Options(selection: selection))
            {
                check(product.output, of: target)
            }
        case .failure(.themeHasErrors):
            FuzzInput.check(theme.hasErrors, "\(target): refused as having errors, but the theme has none")
        case let .failure(.invalidNames(diagnostics)):
            FuzzInput.check(!diagnostics.isEmpty, "\(target): invalid names, but no diagnostic says which")
        }
    }
    return 0
}

/// The invariants of one target's output.
func check(_ output: ExportProduct.Output, of target: ExportTarget) {
    let files: [ExportProduct.File]
    switch output {
    case let .file(bytes): files = [ExportProduct.File(path: "output.\(target.rawValue)", bytes: bytes)]
    case let .folder(folder): files = folder
    }
    for file in files {
        FuzzInput.check(String(validating: file.bytes, as: UTF8.self) != nil, "\(target): \(file.path) is not UTF-8")
        if file.path.hasSuffix(".json") {
            let parsed = try? JSONSerialization.jsonObject(with: Data(file.bytes), options: [.fragmentsAllowed])
            FuzzInput.check(
                parsed != nil,
                "\(target): \(file.path) is not JSON:\n"
                    + String(decoding: file.bytes, as: UTF8.self))
        }
        // Every Android file parses, controls of descriptions included (XMLEscaping.comment blanks them).
        if target == .android, file.path.hasSuffix(".xml") {
            let parser = XMLParser(data: Data(file.bytes))
            let reason = parser.parse() ? nil : parser.parserError.map { "\($0)" } ?? "no error given"
            FuzzInput.check(
                reason == nil,
                "\(target): \(file.path) is not well-formed XML (\(reason ?? "")):\n"
                    + String(decoding: file.bytes, as: UTF8.self))
        }
    }
}
