import Foundation
import ShadeSyntax

/// Loads themes: reads and checks source, resolves every token in every appearance.
///
/// ```swift
/// var loader = ThemeLoader()
/// loader.register(HostFunction(name: "brandBlue", parameters: [], result: .color) { _ in
///     .color(Color(hex: "#3c64f4")!)
/// })
/// let theme = loader.load(source: "color accent = darken(brandBlue(), 0.2)")
/// ```
public struct ThemeLoader: Sendable {
    /// The functions registered so far.
    public private(set) var hostFunctions: [HostFunction] = []

    /// Creates a loader with no host functions.
    public init() {}

    /// Makes a function of the app available to the themes this loader loads. A later
    /// registration of the same name replaces an earlier one.
    public mutating func register(_ function: HostFunction) {
        hostFunctions.removeAll { $0.name == function.name }
        hostFunctions.append(function)
    }

    /// Loads theme files, in order, into one theme; `-` reads standard input. Each file's folder
    /// is the root its imports must stay in.
    public func load(files paths: [String]) -> Theme {
        var loader = ImportLoader()
        for path in paths {
            if path == "-" {
                switch SourceReader.read(descriptor: FileHandle.standardInput.fileDescriptor) {
                case let .success(bytes):
                    loader.loadSource(bytes, display: "<stdin>", directory: FileManager.default.currentDirectoryPath)
                case let .failure(failure):
                    loader.log.error(.unreadableFile("<stdin>", failure.reason), at: nil)
                }
            } else {
                loader.loadEntry(path: path)
            }
        }
        return finish(&loader)
    }

    /// Loads one theme file.
    public func load(contentsOf path: String) -> Theme {
        load(files: [path])
    }

    /// Loads a theme from source text. `path` names it in diagnostics; imports resolve
    /// against `directory` (the current directory by default), which is also their root.
    public func load(source: String, path: String = "<input>", directory: String? = nil) -> Theme {
        var loader = ImportLoader()
        loader.loadSource(
            Array(source.utf8), display: path, directory: directory ?? FileManager.default.currentDirectoryPath)
        return finish(&loader)
    }

    private func finish(_ loader: inout ImportLoader) -> Theme {
        var log = loader.log
        return ThemePipeline.theme(loader.takeTrees(), hostFunctions: hostFunctions, files: loader.files, log: &log)
    }
}
