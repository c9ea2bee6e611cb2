import Foundation
@testable import ShadeLanguageServer
import Testing

/// What the supervisor reads of a worker's message without parsing its result: the same id and
/// method Foundation's JSONDecoder reads from the whole body.
@Suite struct RelayedEnvelopeTests {
    /// Foundation's reading of the id and method: the independent answer.
    private struct Decoded: Decodable {
        var id: JSONValue?
        var method: String?
    }

    static let bodies: [String] = [
        #"{"jsonrpc":"2.0","id":7,"result":[{"range":{"start":{"line":0}}}]}"#,
        #"{"jsonrpc":"2.0","result":{"a":"}]\"{"},"id":"x-1"}"#,
        #"{ "id" : "quote \" and \\ and \u00e9" , "error" : {"code":-32601,"message":"no"} }"#,
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a"}}"#,
        #"{"jsonrpc":"2.0","id":"shade-watch","method":"client/registerCapability","params":{}}"#,
        #"{"id":-3.5,"result":null}"#,
        #"{"id":null,"error":{}}"#,
        #"{"method":"m\/n","id":1e3,"result":true}"#,
        #"{}"#,
        "\n {\"params\":[[],{},\"[\"],\t\"method\":\"late\"}"
    ]

    @Test(arguments: bodies)
    func readsWhatJSONDecoderReads(body: String) throws {
        let expected = try JSONDecoder().decode(Decoded.self, from: Data(body.utf8))
        let envelope = try #require(RelayedEnvelope(Array(body.utf8)))
        #expect(envelope.id == expected.id)
        #expect(envelope.method == expected.method)
    }

    /// The result after the id is never read: a result cut short still gives the id.
    @Test func stopsAtTheResultOnceTheIdIsKnown() {
        let envelope = RelayedEnvelope(Array(#"{"jsonrpc":"2.0","id":4,"result":[{"range":"#.utf8))
        #expect(envelope == RelayedEnvelope(id: .integer(4), method: nil))
    }

    @Test(arguments: ["", "[]", "{", #"{"id":}"#, #"{"id" 1}"#, #"{"id":1,,}"#, #"{"id":"open"#, #"{"id":[1}"#])
    func aBodyThatIsNoObjectIsNil(body: String) {
        #expect(RelayedEnvelope(Array(body.utf8)) == nil)
    }
}
