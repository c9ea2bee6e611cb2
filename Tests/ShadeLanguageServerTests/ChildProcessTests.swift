import Testing

@testable import ShadeLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The supervisor's worker is a child process with a pipe each way (`ChildProcess`): what goes
/// in comes out, and its exit status is read once, whoever asks.
@Suite("Child process")
struct ChildProcessTests {
    /// Writes `input`, closes the pipe and reads everything the child writes.
    static func run(_ command: [String], input: String) -> (output: String, status: Int32)? {
        guard let child = ChildProcess.start(command) else { return nil }
        let bytes = Array(input.utf8)
        _ = bytes.withUnsafeBytes { write(child.input, $0.baseAddress, $0.count) }
        _ = close(child.input)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(child.output, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += chunk[0..<count]
        }
        _ = close(child.output)
        return (String(decoding: output, as: UTF8.self), child.waitForExit())
    }

    @Test func echoesThroughThePipes() throws {
        let result = try #require(Self.run(["/bin/cat"], input: "Content-Length: 2\r\n\r\n{}"))
        #expect(result.output == "Content-Length: 2\r\n\r\n{}")
        #expect(result.status == 0)
    }

    @Test("the exit status, or 1 when a signal ended it", arguments: [("exit 3", 3), ("exit 0", 0), ("kill -9 $$", 1)])
    func status(_ script: String, _ expected: Int32) throws {
        let result = try #require(Self.run(["/bin/sh", "-c", script], input: ""))
        #expect(result.status == expected)
    }

    /// Waited for twice (the relay and the supervisor's end), the status is the same.
    @Test func waitedForTwice() throws {
        let child = try #require(ChildProcess.start(["/bin/sh", "-c", "exit 5"]))
        _ = close(child.input)
        _ = close(child.output)
        #expect(child.waitForExit() == 5)
        #expect(child.waitForExit() == 5)
    }

    @Test func aMissingExecutableStartsNothing() {
        #expect(ChildProcess.start(["/nonexistent/shade-worker"]) == nil)
        #expect(ChildProcess.start([]) == nil)
    }
}
