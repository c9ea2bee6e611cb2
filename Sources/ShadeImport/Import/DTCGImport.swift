import Foundation
import ShadeCore
import ShadeSyntax

/// `shade import`: DTCG 2025.10 token files and resolver documents as readable Shade source
/// (docs/dtcg.md). Token files merge in order; a resolver's sets and modifiers become the
/// theme's base values and its appearances. Every problem is reported at once, located in the
/// JSON by line and column, and then nothing is produced.
public enum DTCGImport {
    /// The Shade source for `paths`, or every diagnostic (errors and warnings) when there are errors.
    public static func source(files paths: [String]) -> (source: String?, diagnostics: [Diagnostic]) {
        let result = importing(files: paths)
        return (result.source, result.diagnostics)
    }

    /// ``source(files:)``, and every file it read: the files named and those a resolver document
    /// brought in, which `shade import -o` must not overwrite.
    package static func importing(
        files paths: [String]
    ) -> (source: String?, diagnostics: [Diagnostic], filesRead: [String]) {
        var log = DiagnosticLog(sources: SourceMap())
        var layers = DTCGLayers()
        for path in paths {
            guard let document = read(path, log: &log) else { continue }
            if path.hasSuffix(".resolver.json") || document["resolutionOrder"] != nil {
                DTCGResolver.read(
                    document, folder: (path as NSString).deletingLastPathComponent, into: &layers, log: &log)
            } else {
                layers.base.add(document, log: &log)
            }
        }
        layers.base.applyExtends(log: &log)
        // On to the values even after errors: every problem is reported at once.
        let source = DTCGShadeWriter(layers: layers).write(log: &log)
        log.sortByPosition(from: 0)
        return (log.errorCount == 0 ? source : nil, log.reported, log.sources.files.map(\.path))
    }

    /// A JSON file read and parsed; nil, with the problem reported, when it cannot be.
    package static func read(_ path: String, log: inout DiagnosticLog) -> JSONNode? {
        switch SourceReader.read(path: path) {
        case let .success(bytes):
            let file = log.sources.add(SourceFile(path: path, bytes: bytes))
            return JSONReader.read(file: file, bytes: log.sources[file].bytes, log: &log)
        case let .failure(failure):
            log.error(.unreadableFile(path, failure.reason), at: nil)
            return nil
        }
    }
}

/// What the import gathers before writing: the base tokens, and the tokens that differ in
/// given appearances, with the axes those appearances need.
struct DTCGLayers {
    /// One appearance's tokens: where they apply (axis values) and what they are.
    struct Variant {
        package var condition: [String]
        package var tokens: DTCGTokens
        /// The context's name, for messages.
        package var name: String
    }

    package var base = DTCGTokens()
    package var variants: [Variant] = []
    /// Axes to declare: name and values, default first.
    package var axes: [(name: String, values: [String])] = []
    /// The appearances to list (`appearances { … }`), when not every combination is one.
    package var listed: [String]?
    /// True when the only variant is `dark`: values are written `dynamic(light:, dark:)`.
    var schemeOnly: Bool { variants.count == 1 && variants[0].condition == ["dark"] && axes.isEmpty }

    /// How many appearances the Shade theme would have: scheme and contrast (its values, when
    /// a modifier extends it) times every declared axis; past the limit, a number above it.
    var appearanceCount: Int {
        let contrast = axes.last { $0.name == "contrast" }?.values.count ?? 2
        return Self.boundedProduct([2, contrast] + axes.filter { $0.name != "contrast" }.map(\.values.count))
    }

    /// The product of `counts` (an empty count as 1), or `AppearanceSpace.maximumCount + 1` when
    /// it is larger: never an overflow, however many modifiers a resolver has.
    static func boundedProduct(_ counts: [Int]) -> Int {
        counts.reduce(1) { min($0 * max($1, 1), AppearanceSpace.maximumCount + 1) }
    }
}
