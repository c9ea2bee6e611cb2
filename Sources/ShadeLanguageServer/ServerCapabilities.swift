import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// What `initialize` answers: the capabilities this server has.
enum ServerCapabilities {
    static var initializeResult: JSONValue {
        .object([
            // Named as the LSP specification names them: `colorProvider` announces
            // textDocument/documentColor (a client reading the specification asks for colors only then).
            "capabilities": .object([
                "positionEncoding": .string("utf-16"),
                // Incremental: the editor sends the ranges that changed.
                "textDocumentSync": .object(["openClose": .bool(true), "change": .integer(2)]),
                "hoverProvider": .bool(true),
                "completionProvider": .object(["triggerCharacters": .array([.string(".")])]),
                "signatureHelpProvider": .object(["triggerCharacters": .array([.string("("), .string(",")])]),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "renameProvider": .bool(true),
                "colorProvider": .bool(true),
                "documentFormattingProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])])
            ]),
            "serverInfo": .object(["name": .string("shade"), "version": .string(ShadeVersion.current)])
        ])
    }

    /// `client/registerCapability`: asks the client to report `.shade` files changed on disk
    /// (`workspace/didChangeWatchedFiles`), which the open documents may import.
    static var watchRegistration: JSONValue {
        .object([
            "jsonrpc": .string("2.0"), "id": .string("shade-watch"), "method": .string("client/registerCapability"),
            "params": .object([
                "registrations": .array([
                    .object([
                        "id": .string("shade-watch"), "method": .string("workspace/didChangeWatchedFiles"),
                        "registerOptions": .object([
                            "watchers": .array([.object(["globPattern": .string("**/*.shade")])])
                        ])
                    ])
                ])
            ])
        ])
    }
}
