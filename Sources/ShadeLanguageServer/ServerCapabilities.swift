/// What `initialize` answers: the capabilities this server has.
enum ServerCapabilities {
    static var initializeResult: JSONValue {
        .object([
            "capabilities": .object([
                "positionEncoding": .string("utf-16"),
                // Incremental: the editor sends the ranges that changed.
                "textDocumentSync": .object(["openClose": .bool(true), "change": .integer(2)]),
                "hoverProvider": .bool(true),
                "completionProvider": .object(["triggerCharacters": .array([.string(".")])]),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "renameProvider": .bool(true),
                "documentColorProvider": .bool(true),
                "documentFormattingProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("shade")]),
        ])
    }
}
