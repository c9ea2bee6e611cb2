import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// A place in a document: a 0-based line and a 0-based offset in UTF-16 code units (the
/// protocol's default encoding).
public struct Position: Codable, Hashable, Sendable, Comparable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based UTF-16 offset in the line.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Orders positions by line, then character.
    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A half-open range of a document.
public struct DocumentRange: Codable, Hashable, Sendable {
    /// The first position.
    public var start: Position
    /// Just past the last position.
    public var end: Position

    /// Creates a range.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Whether `position` is inside, its end included (a cursor just after a name is on it).
    func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

/// A range in a document named by its URI.
struct Location: Codable, Hashable, Sendable {
    var uri: String
    var range: DocumentRange
}

/// A replacement of a range by new text.
struct TextEdit: Codable, Hashable, Sendable {
    var range: DocumentRange
    var newText: String
}

/// Edits to several documents, by URI.
struct WorkspaceEdit: Codable, Hashable, Sendable {
    var changes: [String: [TextEdit]]
}

/// `{ uri }`.
struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    var uri: String
}

/// The parameters of most requests about a place: hover, definition, completion.
struct TextDocumentPositionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// The protocol's error codes.
enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestFailed = -32803
}

/// An error a request answers with.
struct ResponseError: Error, Codable, Sendable {
    var code: Int
    var message: String

    init(_ code: ErrorCode, _ message: String) {
        self.code = code.rawValue
        self.message = message
    }
}
