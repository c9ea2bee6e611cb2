import ShadeCore
import ShadeSyntax

/// `shade import`: DTCG 2025.10 token files and resolver documents as readable Shade source
/// (docs/dtcg.md). Token files merge in order; a resolver's sets and modifiers become the
/// theme's base values and its appearances. A token that cannot be imported is left out with a
/// warning, with the tokens that refer to it; with `strict`, it is an error and nothing is
/// produced. Every problem is reported at once, located in the JSON by line and column.
public enum DTCGImport {
    /// The Shade source for `paths`, or every diagnostic (errors and warnings) when there are
    /// errors. With `strict`, a token that cannot be imported, or a pre-2025 form, is an error.
    public static func source(files paths: [String], strict: Bool = false) -> (
        source: String?, diagnostics: [Diagnostic]
    ) {
        let result = importing(files: paths, strict: strict)
        return (result.source, result.diagnostics)
    }

    /// What one import produced.
    package struct Outcome {
        /// The Shade source; nil when there are errors.
        package var source: String?
        package var diagnostics: [Diagnostic]
        /// Every file read: the files named and those a resolver document brought in, which
        /// `shade import -o` must not overwrite.
        package var filesRead: [String]
        /// How many tokens the source holds, and how many were left out.
        package var imported = 0
        package var leftOut = 0
    }

    /// ``source(files:strict:)``, with the files read and the counts.
    package static func importing(files paths: [String], strict: Bool = false) -> Outcome {
        var log = DiagnosticLog(sources: SourceMap())
        var layers = DTCGLayers()
        for path in paths {
            guard let document = read(path, log: &log) else { continue }
            if path.hasSuffix(".resolver.json") || document["resolutionOrder"] != nil {
                DTCGResolver.read(
                    document, folder: PathText.parent(of: path), into: &layers, log: &log)
            } else {
                layers.base.add(document, log: &log)
            }
        }
        layers.base.applyExtends(log: &log)
        // On to the values even after errors: every problem is reported at once.
        var writer = DTCGShadeWriter(layers: consume layers)
        let written = writer.write(strict: strict, log: &log)
        log.sortByPosition(from: 0)
        return Outcome(
            source: log.errorCount == 0 ? written.source : nil, diagnostics: log.reported,
            filesRead: log.sources.files.map(\.path), imported: written.imported, leftOut: written.leftOut)
    }

    /// A JSON file read and parsed; nil, with the problem reported, when it cannot be.
    package static func read(_ path: String, log: inout DiagnosticLog) -> JSONNode? {
        switch SourceReader.read(path: path) {
        case let .success(bytes):
            let file = log.sources.add(SourceFile(path: path, bytes: bytes, indexingLines: false))
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
    /// Problems of tokens that belong to no set read (see ``DTCGLeftOut``).
    package var problems: [DTCGProblem] = []
    /// A resolver's sets that its resolution order leaves out: name, tokens, where the set is named.
    var unordered: [(name: String, tokens: DTCGTokens, range: TextRange)] = []
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
