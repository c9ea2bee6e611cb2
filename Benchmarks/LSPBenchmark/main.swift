#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeLanguageServer

// Times the language server in process, through real framed messages over pipes: diagnostics
// after a change of a 10,000-token theme, hover and completion on a 100,000-token theme, and the
// formatter on it. Make the themes first, then run in release:
//   python3 Benchmarks/generate.py 10000 --out Benchmarks/out
//   python3 Benchmarks/generate.py 100000 --out Benchmarks/out
//   swift run -c release shade-lsp-bench [SMALL.shade LARGE.shade] [--runs R] [--binary .build/release/shade]

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 9
// `--binary PATH` times that executable's `lsp` (the supervisor and its worker) instead of the
// server in process.
var binary: String?
if let flag = arguments.firstIndex(of: "--binary"), flag + 1 < arguments.count {
    binary = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
    runs = value
    arguments.removeSubrange(flag...(flag + 1))
}
let small = arguments.count > 0 ? arguments[0] : "Benchmarks/out/theme-10000.shade"
let large = arguments.count > 1 ? arguments[1] : "Benchmarks/out/theme-100000.shade"

/// The client side of a server running on pipes in this process.
final class PipeClient: @unchecked Sendable {
    private let toServer: Int32
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var nextID = 1

    init(binary: String?) {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { fatalError("no pipes") }
        toServer = input[1]
        if let binary {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["lsp"]
            process.standardInput = FileHandle(fileDescriptor: input[0])
            process.standardOutput = FileHandle(fileDescriptor: output[1])
            do { try process.run() } catch { fatalError("cannot start \(binary): \(error)") }
        } else {
            let server = LanguageServer(input: input[0], output: output[1])
            Thread.detachNewThread { _ = server.run() }
        }
        let fromServer = output[0]
        Thread.detachNewThread { [self] in
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fromServer, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                framer.append(chunk[0..<count])
                while case let .message(body)? = framer.next() {
                    guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else { continue }
                    condition.lock()
                    received.append(message)
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }
    }

    func send(_ message: JSONValue) {
        let bytes = MessageFramer.frame(Array(try! JSONEncoder().encode(message)))
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(toServer, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    func wait(_ matches: (JSONValue) -> Bool) -> JSONValue {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            condition.wait()
        }
    }

    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        send(.object(["jsonrpc": .string("2.0"), "id": .integer(id), "method": .string(method), "params": params]))
        return wait { $0["id"] == .integer(id) }
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }

    func diagnostics(_ uri: String, version: Int) -> [JSONValue] {
        wait {
            $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri)
                && $0["params"]?["version"] == .integer(version)
        }["params"]?["diagnostics"]?.arrayValue ?? []
    }
}

func position(_ line: Int, _ character: Int) -> JSONValue {
    .object(["line": .integer(line), "character": .integer(character)])
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> String {
    String(format: "%.1f ms", values.sorted()[values.count / 2])
}

func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read '\(path)': make it with Benchmarks/generate.py\n".utf8))
        exit(1)
    }
    return String(decoding: data, as: UTF8.self)
}

let clock = ContinuousClock()
let client = PipeClient(binary: binary)
_ = client.request("initialize", .object(["capabilities": .object([:])]))
client.notify("initialized", .object([:]))

// Diagnostics after a change of the 10,000-token theme: each change edits the last token's amount.
let smallText = read(small)
let smallURI = URL(fileURLWithPath: small).standardizedFileURL.absoluteString
let smallLines = smallText.split(separator: "\n", omittingEmptySubsequences: false)
let lastLine = smallLines.count - 2
client.notify(
    "textDocument/didOpen",
    .object([
        "textDocument": .object([
            "uri": .string(smallURI), "languageId": .string("shade"), "version": .integer(1), "text": .string(smallText)
        ])
    ]))
_ = client.diagnostics(smallURI, version: 1)
var changes: [Double] = []
for run in 0..<runs {
    let edit = JSONValue.object([
        "range": .object(["start": position(lastLine, 0), "end": position(lastLine, 0)]),
        "text": .string(run % 2 == 0 ? "//" : "")
    ])
    let undo = JSONValue.object([
        "range": .object(["start": position(lastLine, 0), "end": position(lastLine, 2)]), "text": .string("")
    ])
    let start = clock.now
    client.notify(
        "textDocument/didChange",
        .object([
            "textDocument": .object(["uri": .string(smallURI), "version": .integer(run + 2)]),
            "contentChanges": .array([run % 2 == 0 ? edit : undo])
        ]))
    _ = client.diagnostics(smallURI, version: run + 2)
    changes.append(milliseconds(clock.now - start))
    // Untimed: a hover waits until the change is resolved too, so each change meets an idle server.
    _ = client.request(
        "textDocument/hover",
        .object(["textDocument": .object(["uri": .string(smallURI)]), "position": position(lastLine, 8)]))
}
print("didChange → publishDiagnostics, \(smallLines.count - 2) tokens: \(median(changes)) (median of \(runs))")
// The same check in process, without the server: what the change costs beyond the checker.
var checks: [Double] = []
for _ in 0..<runs {
    let start = clock.now
    _ = ThemeLoader().check(files: [small], unsaved: [small: smallText]).diagnostics
    checks.append(milliseconds(clock.now - start))
}
print("checker alone (read, parse, check), \(smallLines.count - 2) tokens: \(median(checks)) (median of \(runs))")

// Hover and completion on the 100,000-token theme, on the last line's first argument.
let largeText = read(large)
let largeURI = URL(fileURLWithPath: large).standardizedFileURL.absoluteString
let largeLines = largeText.split(separator: "\n", omittingEmptySubsequences: false)
let line = largeLines.count - 2
let argument =
    largeLines[line].firstIndex(of: "(").map {
        largeLines[line].distance(from: largeLines[line].startIndex, to: $0) + 2
    } ?? 10
var start = clock.now
client.notify(
    "textDocument/didOpen",
    .object([
        "textDocument": .object([
            "uri": .string(largeURI), "languageId": .string("shade"), "version": .integer(1), "text": .string(largeText)
        ])
    ]))
_ = client.diagnostics(largeURI, version: 1)
print(
    "didOpen → publishDiagnostics, \(largeLines.count - 2) tokens: \(String(format: "%.1f ms", milliseconds(clock.now - start)))"
)
let document = JSONValue.object(["uri": .string(largeURI)])
var hovers: [Double] = [], completions: [Double] = []
start = clock.now
_ = client.request("textDocument/hover", .object(["textDocument": document, "position": position(line, argument)]))
print("first hover (builds the outline), 100,000 tokens: \(String(format: "%.1f ms", milliseconds(clock.now - start)))")
for _ in 0..<runs {
    start = clock.now
    let hover = client.request(
        "textDocument/hover", .object(["textDocument": document, "position": position(line, argument)]))
    hovers.append(milliseconds(clock.now - start))
    guard hover["result"]?["contents"] != nil else { fatalError("no hover: \(hover)") }
    start = clock.now
    let completion = client.request(
        "textDocument/completion", .object(["textDocument": document, "position": position(line, argument + 2)]))
    completions.append(milliseconds(clock.now - start))
    guard (completion["result"]?.arrayValue?.count ?? 0) > 0 else { fatalError("no completion: \(completion)") }
}
print("hover, 100,000 tokens: \(median(hovers)) (median of \(runs))")
print("completion of a 3-character prefix, 100,000 tokens: \(median(completions)) (median of \(runs))")

var formats: [Double] = []
for _ in 0..<max(3, runs / 3) {
    start = clock.now
    guard case .success = ThemeFormatter.format(largeText) else { fatalError("not formatted") }
    formats.append(milliseconds(clock.now - start))
}
print("formatter, 100,000 tokens: \(median(formats)) (median of \(formats.count))")
