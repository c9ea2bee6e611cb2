import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads frames from a file descriptor (standard input): blocks until one is whole; nil at the
/// end of the stream or on a read error.
final class MessageReader: @unchecked Sendable {
    private let descriptor: Int32
    private let closesDescriptor: Bool
    private var framer = MessageFramer()
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    /// - Parameter closesDescriptor: whether the reader owns the descriptor, closing it when it
    ///   goes (a pipe from a worker), or only reads it (standard input).
    init(descriptor: Int32, closesDescriptor: Bool = false) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
    }

    deinit { if closesDescriptor { _ = close(descriptor) } }

    func next() -> MessageFramer.Frame? {
        while true {
            if let frame = framer.next() { return frame }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            framer.append(chunk[0..<count])
        }
    }
}

/// Writes framed messages to a file descriptor (standard output), one whole message at a time
/// whatever thread sends it.
final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let closesDescriptor: Bool
    private let lock = Lock()

    /// - Parameter closesDescriptor: whether the writer owns the descriptor, closing it when it
    ///   goes (the pipe to a worker: the worker then reads the end of its input), or only writes
    ///   to it (standard output).
    init(descriptor: Int32, closesDescriptor: Bool = false) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
    }

    deinit { if closesDescriptor { _ = close(descriptor) } }

    /// Encodes and sends a message; a message that cannot be encoded or written is dropped.
    func send(_ message: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { return }
        sendRaw(Array(body))
    }

    /// Sends a message body already encoded.
    func sendRaw(_ body: [UInt8]) {
        let bytes = MessageFramer.frame(body)
        lock.lock()
        defer { lock.unlock() }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
