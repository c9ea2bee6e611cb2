import Foundation
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade
import Testing

/// Reading a stream stops at the size limit with an error, and surfaces read errors.
@Suite("Source reader")
struct SourceReaderTests {
    @Test("a stream longer than the limit stops at the limit with an error")
    func limit() throws {
        let zero = open("/dev/zero", O_RDONLY)
        #expect(zero >= 0)
        defer { close(zero) }
        #expect(SourceReader.read(descriptor: zero, limit: 100_000) == .failure(.tooLarge))
    }

    @Test("a stream within the limit is read whole")
    func whole() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("color c = #fff\n".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(
            SourceReader.read(descriptor: pipe.fileHandleForReading.fileDescriptor)
                == .success(Array("color c = #fff\n".utf8)))
    }

    @Test("a read error is reported, not taken as an empty source")
    func readError() {
        #expect(SourceReader.read(descriptor: -1) == .failure(.failed(String(cString: strerror(EBADF)))))
    }

}
