import Foundation
@testable import ShadeLanguageServer
import Testing

/// The base protocol's framing, fed in pieces as a pipe delivers them.
@Suite struct MessageFramingTests {
    @Test func splitsMessagesFedByteByByte() {
        let stream =
            MessageFramer.frame(Array("{\"a\":1}".utf8)) + Array("Content-Length: 2\r\nContent-Type: x\r\n\r\n{}".utf8)
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

    @Test(arguments: ["Content-Type: json", "Content-Length: ten", "Content-Length: -1", "content-length: 999999999999"]
    )
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

    /// 48 MB arriving 64 KB at a time, as a pipe delivers it: a header that never ends (once
    /// searched from its start at every read: 20 s), and a message with a 48 MB body.
    @Test(arguments: ["header without end", "large body"])
    func fortyEightMegabytesInLinearTime(_ shape: String) {
        let size = 48 << 20, chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        let elapsed = ContinuousClock().measure {
            if shape == "large body" { framer.append(Array("Content-Length: \(size)\r\n\r\n".utf8)) }
            for _ in 0..<(size / chunk.count) {
                framer.append(chunk)
                while let frame = framer.next() { frames.append(frame) }
            }
            framer.append(MessageFramer.frame(Array("{}".utf8)))
            while let frame = framer.next() { frames.append(frame) }
        }
        #expect(elapsed < .seconds(2), "\(elapsed)")
        if shape == "large body" {
            #expect(frames.count == 2)
            #expect(frames.first.map { if case let .message(body) = $0 { body.count == size } else { false } } == true)
        } else {
            // The endless header is skipped a piece at a time, bounded memory; the frame after it
            // is eaten with its tail (the protocol has no way to resynchronise).
            let skipped = frames.filter { $0 == .malformedHeader("a header longer than 65536 bytes") }.count
            #expect(skipped >= size / MessageFramer.maximumHeaderLength / 2)
            #expect(
                frames.last == .malformedHeader("no valid Content-Length in 'xxxContent-Length: 2'"),
                "\(frames.suffix(2))")
        }
    }
}
