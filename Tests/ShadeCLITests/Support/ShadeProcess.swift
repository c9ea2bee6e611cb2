import Foundation
import ShadeTestSupport

/// Runs the built `shade` binary and captures what it prints.
struct ShadeProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root.
    static let root = ShadeBinary.root

    /// The built binary.
    static let binary = ShadeBinary.url

    /// Runs `shade ARGUMENTS` (or `executable ARGUMENTS`) in the package root (or `directory`)
    /// with `input` on stdin.
    static func run(
        _ arguments: [String], input: String? = nil, directory: URL? = nil, environment: [String: String] = [:],
        executable: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? root
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        // Output goes to files, so a large output can never fill a pipe and block the child.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shade-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stdin = Pipe()
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
