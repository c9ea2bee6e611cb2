import Foundation

/// Runs a command-line tool the tests check output with (swiftc, xmllint, aapt2…).
public enum ToolProcess {
    /// `tool ARGUMENTS` in `folder` (the current one when nil): its exit status and what it
    /// printed on standard output and standard error together.
    public static func run(
        _ tool: String, _ arguments: [String], in folder: URL? = nil
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
