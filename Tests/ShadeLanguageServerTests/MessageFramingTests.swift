@testable import ShadeLanguageServer
import Testing

/// The base protocol's framing, fed in pieces as a pipe delivers them.
@Suite struct MessageFramingTests {
    @Test func splitsMessagesFedByteByByte() {
        let stream = MessageFramer.frame(Array("{\"a\":1}".utf8)) + Array("Content-Length: 2\r\nContent-Type: x\r\n\r\n{}".utf8)
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for byte in stream {
            framer.append([byte])
            while let frame = framer.next() { frames.append(frame) }
        }
        #expect(frames == [.message(Array("{\"a\":1}".utf8)), .message(Array("{}".utf8))])
    }

    @Test func bodiesCountBytesNotCharacters() {
        let body = Array("{\"t\":\"é😀\"}".utf8)
        var framer = MessageFramer()
        framer.append(MessageFramer.frame(body) + MessageFramer.frame(body))
        #expect(framer.next() == .message(body))
        #expect(framer.next() == .message(body))
        #expect(framer.next() == nil)
    }

    @Test(arguments: ["Content-Type: json", "Content-Length: ten", "Content-Length: -1", "content-length: 999999999999"])
    func aHeaderWithoutAValidLengthIsSkipped(header: String) {
        var framer = MessageFramer()
        framer.append(Array("\(header)\r\n\r\n".utf8) + MessageFramer.frame(Array("{}".utf8)))
        guard case .malformedHeader? = framer.next() else {
            Issue.record("expected a malformed header")
            return
        }
        #expect(framer.next() == .message(Array("{}".utf8)))
    }

    @Test func waitsForTheWholeBody() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 4\r\n\r\n{}".utf8))
        #expect(framer.next() == nil)
        framer.append(Array("  ".utf8))
        #expect(framer.next() == .message(Array("{}  ".utf8)))
    }
}
