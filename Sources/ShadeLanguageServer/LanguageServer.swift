import Dispatch
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shade lsp`: a Language Server Protocol server over a pair of file descriptors. It reads
/// framed JSON-RPC messages until `exit` or the end of input; requests other than `initialize`
/// and `shutdown` are answered concurrently, each waiting only for its own document's load.
public final class LanguageServer: @unchecked Sendable {
    let writer: MessageWriter
    private let reader: MessageReader
    private(set) var workspace: Workspace!
    private let lock = Lock()
    private var state = LifecycleState.starting
    /// Whether the client lets the server ask it to watch files (`.shade` files changed on disk).
    private var canWatchFiles = false
    private let requests = DispatchGroup()

    /// Where the server is in the protocol's lifecycle.
    enum LifecycleState { case starting, running, shuttingDown }

    /// A server reading from `input` and writing to `output` (standard input and output).
    public init(input: Int32 = 0, output: Int32 = 1) {
        reader = MessageReader(descriptor: input)
        writer = MessageWriter(descriptor: output)
        workspace = Workspace(
            checked: { [weak self] document, diagnostics in
                self?.publishDiagnostics(diagnostics, of: document, lines: document.lines)
            },
            analyzed: { [weak self] analysis in
                self?.publishDiagnostics(analysis.theme.diagnostics, of: analysis.document, lines: analysis.lines)
            })
    }

    /// Serves until `exit` or the end of input; returns the exit status: 0 after `shutdown`, 1 without.
    public func run() -> Int32 {
        while let frame = reader.next() {
            switch frame {
            case let .malformedHeader(reason):
                writer.send(
                    ErrorResponseMessage(id: .null, error: ResponseError(.parseError, "malformed header: \(reason)")))
            case let .message(body):
                if let status = handle(Data(body)) {
                    requests.wait()
                    return status
                }
            }
        }
        requests.wait()
        return lifecycle == .shuttingDown ? 0 : 1
    }

    private var lifecycle: LifecycleState { lock.lock(); defer { lock.unlock() }; return state }

    private func setLifecycle(_ new: LifecycleState) { lock.lock(); state = new; lock.unlock() }

    /// Handles one message; returns an exit status once `exit` arrives.
    func handle(_ body: Data) -> Int32? {
        let envelope: IncomingEnvelope
        do {
            envelope = try JSONDecoder().decode(IncomingEnvelope.self, from: body)
        } catch {
            let isJSON = (try? JSONDecoder().decode(JSONValue.self, from: body)) != nil
            writer.send(
                ErrorResponseMessage(
                    id: .null,
                    error: isJSON
                        ? ResponseError(.invalidRequest, "not a JSON-RPC message")
                        : ResponseError(.parseError, "malformed JSON")))
            return nil
        }
        guard let method = envelope.method else {
            // A response to a request of ours (none are sent), or nonsense.
            if envelope.result == nil, envelope.error == nil {
                writer.send(
                    ErrorResponseMessage(id: envelope.id ?? .null, error: ResponseError(.invalidRequest, "no method")))
            }
            return nil
        }
        guard let id = envelope.id, id != .null else { return notification(method, body) }
        request(method, id: id, body)
        return nil
    }

    private func notification(_ method: String, _ body: Data) -> Int32? {
        switch method {
        case "exit":
            return lifecycle == .shuttingDown ? 0 : 1
        case "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose":
            guard lifecycle == .running else { return nil }
            try? synchronize(method, body)
        case "initialized":
            lock.lock()
            let watch = canWatchFiles
            lock.unlock()
            if watch { writer.send(ServerCapabilities.watchRegistration) }
        case "workspace/didChangeWatchedFiles":
            // A file changed on disk: an open document may import it.
            if lifecycle == .running { workspace.reloadAll() }
        default:
            break  // initialized, $/cancelRequest, didSave, …: nothing to do
        }
        return nil
    }

    private func request(_ method: String, id: JSONValue, _ body: Data) {
        switch (method, lifecycle) {
        case ("initialize", .starting):
            let parameters = try? JSONDecoder.parameters(JSONValue.self, from: body)
            let capabilities = parameters?["capabilities"]
            workspace.setRoots(Workspace.roots(in: parameters))
            lock.lock()
            canWatchFiles = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
            lock.unlock()
            setLifecycle(.running)
            writer.send(ResponseMessage(id: id, result: ServerCapabilities.initializeResult))
        case ("initialize", _):
            writer.send(ErrorResponseMessage(id: id, error: ResponseError(.invalidRequest, "already initialized")))
        case (_, .starting):
            writer.send(ErrorResponseMessage(id: id, error: ResponseError(.serverNotInitialized, "not initialized")))
        case ("shutdown", .running):
            requests.wait()
            setLifecycle(.shuttingDown)
            writer.send(ResponseMessage<JSONValue>(id: id, result: nil))
        case ("shade/crash", .running) where ProcessInfo.processInfo.environment["SHADE_LSP_CRASH_TEST"] == "1":
            // For the tests of ``Supervisor``: a request that brings the worker down.
            fatalError("crash requested by a test")
        case (_, .shuttingDown):
            writer.send(ErrorResponseMessage(id: id, error: ResponseError(.invalidRequest, "shutting down")))
        default:
            guard let handler = Self.handlers[method] else {
                writer.send(
                    ErrorResponseMessage(id: id, error: ResponseError(.methodNotFound, "unknown method '\(method)'")))
                return
            }
            requests.enter()
            DispatchQueue.global().async { [self] in
                defer { requests.leave() }
                do {
                    try handler(self, id, body)
                } catch let error as ResponseError {
                    writer.send(ErrorResponseMessage(id: id, error: error))
                } catch {
                    writer.send(ErrorResponseMessage(id: id, error: ResponseError(.internalError, "\(error)")))
                }
            }
        }
    }

    /// Answers a request of parameters `Parameters` with what `answer` returns.
    static func answering<Parameters: Decodable & Sendable, Result: Encodable & Sendable>(
        _ type: Parameters.Type, _ answer: @escaping @Sendable (LanguageServer, Parameters) throws -> Result?
    ) -> @Sendable (LanguageServer, JSONValue, Data) throws -> Void {
        { server, id, body in
            let parameters = try JSONDecoder.parameters(Parameters.self, from: body)
            server.writer.send(ResponseMessage(id: id, result: try answer(server, parameters)))
        }
    }

    /// The requests answered after `initialize`, by method.
    static let handlers: [String: @Sendable (LanguageServer, JSONValue, Data) throws -> Void] = [
        "textDocument/hover": answering(TextDocumentPositionParams.self) { try $0.hover($1) },
        "textDocument/completion": answering(TextDocumentPositionParams.self) { try $0.completion($1) },
        "textDocument/signatureHelp": answering(TextDocumentPositionParams.self) { try $0.signatureHelp($1) },
        "textDocument/definition": answering(TextDocumentPositionParams.self) { try $0.definition($1) },
        "textDocument/references": answering(ReferenceParams.self) { try $0.references($1) },
        "textDocument/rename": answering(RenameParams.self) { try $0.rename($1) },
        "textDocument/documentColor": { server, id, body in
            let colors = try server.documentColors(try JSONDecoder.parameters(DocumentParams.self, from: body))
            server.writer.sendRaw(ResponseMessage<JSONValue>.body(id: id, result: ColorInformation.json(colors)))
        },
        "textDocument/colorPresentation": answering(ColorPresentationParams.self) { $0.colorPresentations($1) },
        "textDocument/formatting": answering(DocumentParams.self) { try $0.formatting($1) },
        "textDocument/codeAction": answering(CodeActionParams.self) { $0.codeActions($1) }
    ]

    /// The analysis of a document, or the request's error when it is neither open nor readable.
    func analysis(_ uri: String) throws(ResponseError) -> Analysis {
        try workspace.analysis(uri)
    }
}

/// `{ textDocument }`.
struct DocumentParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
}
