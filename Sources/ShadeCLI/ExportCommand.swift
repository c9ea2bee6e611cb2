import ArgumentParser
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// `shade export`: write what a platform consumes, every appearance kept dynamic.
struct ExportCommand: OptionsListed {
    static let optionNames: Set<String> = [
        "--force", "--help", "--namespace", "--output", "--select", "--to", "--warnings-as-errors", "--watch", "-h",
        "-o"
    ]

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a theme for a platform, keeping every appearance it varies on.",
        discussion: """
            Single-file targets print to standard output without -o; folder targets need -o. Writing is \
            atomic: when the theme has errors, or on any failure, nothing is created or changed and the \
            exit status is 1. Usage errors exit with 64.

            Examples:
              shade export --to swift Examples/semantic-colors.shade -o Theme.swift
              shade export --to css Examples/semantic-colors.shade -o theme.css
              shade export --to android Examples/semantic-colors.shade -o app/src/main/res
              shade export --to xcassets Examples/semantic-colors.shade -o Colors.xcassets
              shade export --to xcassets --select brand=globex Examples/brands.shade -o Globex.xcassets
              shade export --watch --to css Examples/semantic-colors.shade -o theme.css
            """
    )

    @Option(help: "What to write: \(ExportTarget.listed).")
    var to: ExportTarget

    @Argument(help: "Theme files ('-' for standard input).", completion: .file(extensions: ["shade"]))
    var files: [String] = []

    @Option(
        name: [.short, .customLong("output")], help: "Write to this file or folder, atomically.", completion: .file())
    var output: String?

    @Option(help: "The name of the outermost Swift enum (swift target).")
    var namespace = "Theme"

    @Option(
        help: ArgumentHelp(
            "Fix a declared axis to one value, as AXIS=VALUE (repeatable); needed where the target cannot switch the "
                + "axis.")
    )
    var select: [String] = []

    @Flag(help: "Treat warnings as errors: with any warning, nothing is written and the exit status is 1.")
    var warningsAsErrors = false

    @Flag(help: "In a folder, replace files Shade did not write (or that were changed since it wrote them).")
    var force = false

    @Flag(
        help: ArgumentHelp(
            "Export again whenever a file the theme was read from changes (imports included); errors keep the last "
                + "good output.")
    )
    var watch = false

    func validate() throws {
        try UsageCheck.checkOptions(UsageCheck.arguments(of: Self.self), of: Self.self)
        try UsageCheck.checkWatch(watch, files: files)
        if to.writesFolder, output == nil {
            throw ValidationError("--to \(to.rawValue) writes a folder: name it with -o")
        }
        _ = try selection()
        guard Self.isSwiftIdentifier(namespace) else {
            throw ValidationError(
                "--namespace takes a Swift identifier (a letter or '_', then letters, digits or '_', not a keyword); "
                    + "got '\(namespace)'"
            )
        }
        try Terminal.validateReadable(files)
    }

    /// `--select` as axis → value.
    func selection() throws -> [String: String] {
        var selection: [String: String] = [:]
        for entry in select {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--select takes AXIS=VALUE, as in --select brand=globex; got '\(entry)'")
            }
            if let earlier = selection[parts[0]], earlier != parts[1] {
                throw ValidationError("--select gives axis '\(parts[0])' two values, '\(earlier)' and '\(parts[1])'")
            }
            selection[parts[0]] = parts[1]
        }
        return selection
    }

    func run() throws {
        StopSignals.install()
        if watch {
            Watch().run(entries: files, warningsAsErrors: warningsAsErrors) { theme in try write(theme, large: false) }
        }
        let (theme, large) = try CommandTheme.load(files, warningsAsErrors: warningsAsErrors)
        try write(theme, large: large)
    }

    /// Exports `theme` and writes the result; throws, having said why, when nothing was written.
    /// `large`: the memory tuning is on, and the output is kept until exit.
    func write(_ theme: Theme, large: Bool) throws {
        let options = ExportTarget.Options(
            namespace: namespace, selection: try selection(), command: Self.regeneration(CommandLine.arguments))
        let exported: ExportProduct.Output
        let leftOut: String?
        switch theme.export(to: to, options: options, keep: { MemoryTuning.keepUntilExit($0, tuned: large) }) {
        case let .success(product):
            leftOut = product.leftOutSummary(target: to)
            Terminal.printDiagnostics(product.warnings)
            if warningsAsErrors && !product.warnings.isEmpty { throw ExitCode(1) }
            exported = product.output
            MemoryTuning.keepUntilExit(product.output, tuned: large)
        case let .failure(error):
            // Nothing more to say when the theme has errors: they were printed with it.
            Terminal.printError(error)
            if case .usage = error { throw ExitCode(ExitCode.validationFailure.rawValue) }
            throw ExitCode(1)
        }
        let inputs = ProtectedFiles(files + theme.files)
        do {
            switch (exported, output) {
            case let (.file(bytes), nil):
                CheckedOutput.write(bytes)
                try CheckedOutput.finish()
            case let (.file(bytes), path?): try AtomicFile.write(bytes, to: path, protecting: inputs)
            case let (.folder(files), path?):
                let report = try AtomicFolder.write(
                    files, to: path, manifestName: ExportManifest.fileName(for: to.rawValue), protecting: inputs,
                    force: force)
                for kept in report.kept {
                    Terminal.printNote(
                        "kept '\(path)/\(kept)': the theme no longer produces it, but it was changed since Shade wrote "
                            + "it"
                    )
                }
            case (.folder, nil): throw ValidationError("--to \(to.rawValue) writes a folder: name it with -o")
            }
        } catch let error as FileWriteError {
            Terminal.printError(error)
            throw ExitCode(1)
        }
        // Said once the export is written: a refused export wrote nothing to leave out of.
        if let leftOut { Terminal.printNote(leftOut) }
    }

    /// Whether `name` can name a Swift type as is: ASCII letters, digits and '_', not starting
    /// with a digit, not a keyword nor a name a member cannot take (`Type`).
    static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let allowed = name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        return allowed && name != "_" && ExportTarget.isPlainSwiftName(name)
    }

    /// The command line that regenerates the output, as typed (program name as `shade`).
    static func regeneration(_ arguments: [String]) -> String {
        (["shade"] + arguments.dropFirst()).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}
