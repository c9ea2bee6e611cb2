import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shade lsp` as the editor sees it: relays every message to a worker process (`shade lsp
/// --worker`, the ``LanguageServer``) and keeps its own copy of the open documents. When the
/// worker crashes, the requests it was answering get the protocol's internal error, and a new
/// worker is started, initialized and given every open document: no document is lost.
public final class Supervisor: @unchecked Sendable {
    private let command: [String]
    private let lock = Lock()
    private let toClient = MessageWriter(descriptor: 1)
    private var worker: Worker?
    /// The client's `initialize` request and `initialized` notification, replayed to a new worker.
    private var initialize: Data?
    private var initialized: Data?
    private var documents: [String: Document] = [:]
    /// The requests the worker has not answered yet.
    private var pending: [JSONValue: String] = [:]
    private var exiting = false
    private var restarts: [Date] = []
    /// While a worker is being replaced: the messages that arrive meanwhile, for the new one.
    private var restarting = false
    private var held: [(bytes: [UInt8], method: String?)] = []

    /// At most this many restarts a minute; past that the supervisor gives up.
    static let maximumRestarts = 5

    /// The worker's command line: this executable with `lsp --worker`.
    public init(command: [String]) {
        self.command = command
    }

    /// A running worker: the process and the pipe to its input.
    private struct Worker {
        var process: ChildProcess
        var input: MessageWriter
        var generation: Int
    }

    /// Relays until `exit` or the end of input; the exit status.
    public func run() -> Int32 {
        guard start(generation: 0) else { return 1 }
        let reader = MessageReader(descriptor: 0)
        while let frame = reader.next() {
            guard case let .message(bytes) = frame else {
                toClient.send(ErrorResponseMessage(id: .null, error: ResponseError(.parseError, "malformed header")))
                continue
            }
            let body = Data(bytes)
            let envelope = try? JSONDecoder().decode(IncomingEnvelope.self, from: body)
            // Recording and choosing where it goes are one step: a restart sees both or neither.
            lock.lock()
            record(envelope, body)
            let input = restarting ? nil : worker?.input
            if restarting { held.append((bytes, envelope?.method)) }
            // Once `exit` is on its way the worker's end is no crash: it is not restarted.
            if envelope?.method == "exit" { exiting = true }
            lock.unlock()
            input?.sendRaw(bytes)
            if envelope?.method == "exit" { break }
        }
        lock.lock()
        exiting = true
        let process = worker?.process
        // The worker's writer was the last to hold the pipe to its input: the pipe closes now.
        worker = nil
        lock.unlock()
        guard let process else { return 1 }
        // The worker decides the status: 0 after shutdown; its input's end ends it at worst.
        return process.waitForExit()
    }

    /// Keeps what a new worker needs: the initialization and the documents' texts. Called locked.
    private func record(_ envelope: IncomingEnvelope?, _ body: Data) {
        guard let envelope, let method = envelope.method else { return }
        if let id = envelope.id, id != .null { pending[id] = method }
        switch method {
        case "initialize": initialize = body
        case "initialized": initialized = body
        case "textDocument/didOpen":
            if let item = try? JSONDecoder.parameters(LanguageServer.OpenParams.self, from: body).textDocument {
                documents[item.uri] = Document(uri: item.uri, version: item.version, text: item.text)
            }
        case "textDocument/didChange":
            if let change = try? JSONDecoder.parameters(LanguageServer.ChangeParams.self, from: body),
                let document = documents[change.textDocument.uri]
            {
                documents[document.uri] = document.changed(
                    by: change.contentChanges, version: change.textDocument.version)
            }
        case "textDocument/didClose":
            if let uri = try? JSONDecoder.parameters(DocumentParams.self, from: body).textDocument.uri {
                documents[uri] = nil
            }
        default:
            break
        }
    }

    /// The notifications whose effect a new worker gets from the replayed documents.
    private static let synchronizing: Set<String?> = [
        "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose"
    ]

    /// Starts a worker and the thread relaying its output; for a restart, replays the
    /// initialization (its response kept from the client), opens every document, then passes
    /// on what arrived meanwhile.
    private func start(generation: Int) -> Bool {
        guard let process = ChildProcess.start(command) else { return false }
        let writer = MessageWriter(descriptor: process.input, closesDescriptor: true)
        lock.lock()
        worker = Worker(process: process, input: writer, generation: generation)
        if generation > 0 {
            if let initialize, case var .object(members)? = try? JSONDecoder().decode(JSONValue.self, from: initialize)
            {
                members["id"] = .string("shade-restart-\(generation)")
                writer.send(JSONValue.object(members))
            }
            if let initialized { writer.sendRaw(Array(initialized)) }
            for document in documents.values {
                writer.send(
                    NotificationMessage(
                        method: "textDocument/didOpen",
                        params: LanguageServer.OpenParams(
                            textDocument: .init(
                                uri: document.uri, languageId: "shade", version: document.version, text: document.text))
                    ))
            }
            for message in held where !Self.synchronizing.contains(message.method) { writer.sendRaw(message.bytes) }
            held = []
            restarting = false
        }
        lock.unlock()
        let reader = MessageReader(descriptor: process.output, closesDescriptor: true)
        return Threads.detach { [self] in relay(from: reader, generation: generation, of: process) }
    }

    /// Passes the worker's messages to the client until its output ends, then restarts it
    /// unless the client asked to exit.
    private func relay(from reader: MessageReader, generation: Int, of process: ChildProcess) {
        let restartID = JSONValue.string("shade-restart-\(generation)")
        while case let .message(bytes)? = reader.next() {
            let envelope = RelayedEnvelope(bytes)
            if let id = envelope?.id, envelope?.method == nil {
                if id == restartID { continue }
                lock.lock()
                pending[id] = nil
                lock.unlock()
            }
            toClient.sendRaw(bytes)
        }
        lock.lock()
        restarting = true
        let unanswered = pending
        pending = [:]
        let now = Date()
        restarts = restarts.filter { now.timeIntervalSince($0) < 60 } + [now]
        let restart = restarts.count <= Self.maximumRestarts
        let exiting = self.exiting
        lock.unlock()
        guard !exiting else { return }
        // The crashed worker, waited for so that it leaves no zombie behind.
        _ = process.waitForExit()
        for (id, method) in unanswered {
            toClient.send(
                ErrorResponseMessage(
                    id: id,
                    error: ResponseError(
                        .internalError,
                        "the server crashed while answering '\(method)'; it was restarted with the open documents")))
        }
        if !restart || !start(generation: generation + 1) { exit(1) }
    }
}
