import Foundation
import ShadeTestSupport
@testable import ShadeLanguageServer

/// A language client for tests: spawns `shade lsp`, sends framed JSON-RPC, and reads what the
/// server writes on a thread of its own. Every wait has a timeout, and the process is killed
/// when the client is closed, so a test never hangs.
final class LSPClient: @unchecked Sendable {
    /// How long any one wait lasts at most.
    static let timeout: TimeInterval = 10

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var nextID = 1
    private var ended = false

    /// Starts `shade lsp` in `directory`, with `environment` added to the test's.
    init(directory: URL? = nil, environment: [String: String] = [:]) throws {
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = ShadeBinary.url
        process.arguments = ["lsp"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                framer.append(data)
                while case let .message(body)? = framer.next() {
                    guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else { continue }
                    condition.lock()
                    received.append(message)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
    }

    deinit { close() }

    /// Kills the server if it still runs.
    func close() {
        if process.isRunning { process.terminate() }
    }

    /// Sends raw bytes, framing included; a server that is gone takes nothing, and no signal.
    func sendRaw(_ bytes: [UInt8]) {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Sends a JSON body in a frame.
    func sendBody(_ body: String) {
        sendRaw(MessageFramer.frame(Array(body.utf8)))
    }

    /// Sends a message.
    func send(_ message: JSONValue) {
        sendBody(String(decoding: try! JSONEncoder().encode(message), as: UTF8.self))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONValue = .object([:])) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request and waits for its response (the whole message: `result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: JSONValue = .object([:])) throws -> JSONValue {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params])
        return try wait(for: "response to \(method)") { $0["id"] == .integer(id) }
    }

    /// Waits for the first message received that matches, and removes it; at most `within`
    /// seconds (``timeout`` by default).
    func wait(for what: String, within: TimeInterval = LSPClient.timeout, _ matches: (JSONValue) -> Bool) throws
        -> JSONValue
    {
        let deadline = Date().addingTimeInterval(within)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if ended || !condition.wait(until: deadline) { throw LSPClientError.timeout(what) }
        }
    }

    /// Waits for the first diagnostics of `uri` received (of `version` when given) that satisfy
    /// `accept`, and removes them.
    func diagnostics(_ uri: String, version: Int? = nil, where accept: ([JSONValue]) -> Bool = { _ in true }) throws
        -> [JSONValue]
    {
        let message = try wait(for: "diagnostics of \(uri)") { message in
            message["method"] == "textDocument/publishDiagnostics" && message["params"]?["uri"] == .string(uri)
                && (version == nil || message["params"]?["version"] == .integer(version!))
                && accept(message["params"]?["diagnostics"]?.arrayValue ?? [])
        }
        return message["params"]?["diagnostics"]?.arrayValue ?? []
    }

    /// Initializes the server.
    func initialize() throws -> JSONValue {
        let response = try request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        notify("initialized")
        return response
    }

    /// Opens a document.
    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": "shade", "version": .integer(version), "text": .string(text)
                ]
            ])
    }

    /// Shuts the server down and waits for it to exit; its status.
    func shutdown() throws -> Int32 {
        _ = try request("shutdown", .null)
        notify("exit", .null)
        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        close()
        return process.isRunning ? -1 : process.terminationStatus
    }
}

enum LSPClientError: Error {
    case timeout(String)
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral
{
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    /// A position's JSON.
    static func position(_ line: Int, _ character: Int) -> JSONValue {
        ["line": .integer(line), "character": .integer(character)]
    }

    /// A range's JSON.
    static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONValue {
        ["start": position(line, start), "end": position(endLine, end)]
    }
}

extension LSPClient {
    /// The response to one position request (`textDocument/hover`, …) about `text`, opened as
    /// `theme.shade` in a new folder by a new server.
    static func answer(_ method: String, on text: String, at line: Int, _ character: Int) throws -> JSONValue {
        let folder = try ScratchFolder([:])
        let client = try LSPClient()
        defer { client.close() }
        _ = try client.initialize()
        let uri = folder.uri("theme.shade")
        client.open(uri, text)
        return try client.request(
            method, ["textDocument": ["uri": .string(uri)], "position": .position(line, character)])
    }

    /// The hover's Markdown at a position of `text`, nil when there is none.
    static func hover(on text: String, at line: Int, _ character: Int) throws -> String? {
        try answer("textDocument/hover", on: text, at: line, character)["result"]?["contents"]?["value"]?.stringValue
    }
}
