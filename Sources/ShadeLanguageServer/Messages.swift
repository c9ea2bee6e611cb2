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

/// What every incoming message is read as first: enough to tell a request, a notification and
/// a response apart.
struct IncomingEnvelope: Decodable {
    var jsonrpc: String?
    var id: JSONValue?
    var method: String?
    var result: JSONValue?
    var error: JSONValue?
}

/// A message's parameters, decoded once the method says what they are.
struct IncomingParameters<Parameters: Decodable>: Decodable {
    var params: Parameters
}

/// A successful response; a nil result is sent as `null`.
struct ResponseMessage<Result: Encodable>: Encodable {
    var id: JSONValue
    var result: Result?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(result, forKey: .result)
    }
}

extension ResponseMessage where Result == JSONValue {
    /// A response whose result is JSON already written (``ColorInformation/json(_:)``).
    static func body(id: JSONValue, result: [UInt8]) -> [UInt8] {
        let id = (try? JSONEncoder().encode(id)).map(Array.init) ?? Array("null".utf8)
        return Array("{\"jsonrpc\":\"2.0\",\"id\":".utf8) + id + Array(",\"result\":".utf8) + result + [
            UInt8(ascii: "}")
        ]
    }
}

/// A response with an error; the id is `null` when the request's could not be read.
struct ErrorResponseMessage: Encodable {
    var jsonrpc = "2.0"
    var id: JSONValue
    var error: ResponseError
}

/// A notification from the server (`textDocument/publishDiagnostics`).
struct NotificationMessage<Parameters: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Parameters
}

extension JSONDecoder {
    /// The parameters of a message, or the protocol's invalid-params error saying what is wrong.
    static func parameters<Parameters: Decodable>(_ type: Parameters.Type, from body: Data) throws(ResponseError)
        -> Parameters
    {
        do {
            return try JSONDecoder().decode(IncomingParameters<Parameters>.self, from: body).params
        } catch {
            throw ResponseError(.invalidParams, "invalid params: \(Self.describe(error))")
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case let .keyNotFound(key, context):
            return "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default:
            return "\(error)"
        }
    }
}
