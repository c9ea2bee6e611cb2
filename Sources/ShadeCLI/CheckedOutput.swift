import ArgumentParser
import Foundation
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Every byte the commands print on standard output goes through here, so that a write error
/// (`shade eval theme.shade > /dev/full`) is never lost: the first error stops further writes,
/// and ``finish()`` reports it (`cannot write standard output: No space left on device`, exit 1).
enum CheckedOutput {
    /// The error number of the first failed write, if any.
    private nonisolated(unsafe) static var failure: Int32?

    /// Writes `buffer` to standard output whole, or records why it could not.
    static func write(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard failure == nil, let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(STDOUT_FILENO, base + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                failure = written == 0 ? EIO : errno
                return
            }
            offset += written
        }
    }

    /// Writes `text`'s UTF-8 bytes.
    static func write(_ text: String) {
        var text = text
        text.withUTF8(write)
    }

    /// Writes `bytes`.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer(write)
    }

    /// Throws exit status 1, having said why, when a write to standard output failed.
    static func finish() throws {
        guard let failure else { return }
        Terminal.printError("cannot write standard output: \(String(cString: strerror(failure)))")
        throw ExitCode(1)
    }
}
