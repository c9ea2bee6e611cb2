import ArgumentParser
import Foundation
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// What the executable knows about the terminal: whether to color, and how to print errors.
enum Terminal {
    /// True when the descriptor is a terminal and `NO_COLOR` is unset (https://no-color.org).
    static func supportsColor(fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let renderer = Diagnostic.Renderer(colored: supportsColor(fileDescriptor: STDERR_FILENO))
        FileHandle.standardError.write(Data(renderer.render(diagnostics).utf8))
    }

    /// A usage error (exit 64) for a named file that is missing or a folder; `-` is stdin.
    static func validateReadable(_ files: [String]) throws {
        for file in files where file != "-" {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
                throw ValidationError("cannot read '\(file)': no such file")
            }
            if isDirectory.boolValue { throw ValidationError("cannot read '\(file)': it is a directory") }
        }
    }

    /// `shade: note: MESSAGE` on standard error.
    static func printNote(_ message: String) {
        FileHandle.standardError.write(Data("shade: note: \(message)\n".utf8))
    }

    /// Every error the same way: its diagnostics, through the one renderer.
    static func printError(_ error: some ShadeError) {
        printDiagnostics(error.diagnostics)
    }

    /// `shade: error: MESSAGE` on standard error: an error with no place, as the renderer writes it.
    static func printError(_ message: String) {
        printDiagnostics([.unlocated(message)])
    }
}
