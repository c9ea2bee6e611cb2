import Foundation
import PackagePlugin

/// Generates a target's theme code at every build: `shade export --to swift` of the target's theme
/// into the plugin's work folder, which the build compiles with the target's own sources.
///
/// Which file: `theme.shade` when the target has one (files it imports are read through it), else
/// the target's only `.shade` file; a target with several and no `theme.shade` is an error that
/// says so. Every `.shade` file of the target is an input of the command, so a change to any of
/// them regenerates the code; Shade's own errors (`file:line:column: error: …`) are build errors.
@main
struct ShadePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let themes = target.sourceFiles.map(\.url).filter { $0.pathExtension == "shade" }
        return try Self.commands(
            themes: themes, tool: context.tool(named: "ShadeCLI").url, work: context.pluginWorkDirectoryURL,
            target: target.name)
    }

    /// The one command that regenerates `Theme.swift` from `themes`, or none when there are none.
    static func commands(themes: [URL], tool: URL, work: URL, target: String) throws -> [Command] {
        guard !themes.isEmpty else { return [] }
        let entry: URL
        if let named = themes.first(where: { $0.lastPathComponent == "theme.shade" }) {
            entry = named
        } else if themes.count == 1 {
            entry = themes[0]
        } else {
            let names = themes.map(\.lastPathComponent).sorted().joined(separator: ", ")
            throw ShadePluginError(
                "target '\(target)' has several .shade files (\(names)) and no theme.shade: name the one"
                    + " the build compiles theme.shade, and let it import the others")
        }
        let output = work.appending(path: "Theme.swift")
        return [
            .buildCommand(
                displayName: "Shade: generating Theme.swift from \(entry.lastPathComponent)",
                executable: tool,
                arguments: ["export", "--to", "swift", entry.path, "-o", output.path],
                inputFiles: themes,
                outputFiles: [output])
        ]
    }
}

/// Why the plugin made no command, as the build shows it.
struct ShadePluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ShadePlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let themes = target.inputFiles.map(\.url).filter { $0.pathExtension == "shade" }
        return try Self.commands(
            themes: themes, tool: context.tool(named: "ShadeCLI").url, work: context.pluginWorkDirectoryURL,
            target: target.displayName)
    }
}
#endif
