#if canImport(Glibc)
import Glibc
#endif

/// Reads theme sources: only regular files and standard input, never more than
/// `maximumSize` bytes, every failure a reason to show.
package enum SourceReader {
    /// The largest source Shade reads, 256 MiB (offsets in a source are 32-bit).
    package static let maximumSize = 256 << 20

    /// Why a source could not be read, as shown after `cannot read 'PATH': `.
    package enum Failure: Error, Equatable, Sendable {
        case missing, directory, notRegular, permission, tooLarge, failed(String)

        package var reason: String {
            switch self {
            case .missing: "no such file"
            case .directory: "it is a directory"
            case .notRegular: "it is not a regular file"
            case .permission: "permission denied"
            case .tooLarge: "it is larger than 256 MiB, the largest source Shade reads"
            case let .failed(message): message
            }
        }
    }

    /// The bytes of the regular file at `path`; a directory, device, FIFO or socket is refused
    /// before it is opened, and a file over `maximumSize` before it is read.
    package static func read(path: String) -> Result<[UInt8], Failure> {
        // `stat`, not FileManager's attributes, which build a dictionary of every attribute
        // (about 450,000 instructions, a fortieth of `shade eval` on a small theme).
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(.missing) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.directory)
        default: return .failure(.notRegular)
        }
        let size = Int64(status.st_size)
        if size > Int64(maximumSize) { return .failure(.tooLarge) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(errno == EACCES ? .permission : .failed(String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        return read(descriptor: descriptor, limit: maximumSize, expected: Int(size))
    }

    /// Reads `descriptor` to its end, refusing more than `limit` bytes.
    package static func read(descriptor: Int32, limit: Int = maximumSize, expected: Int = 0) -> Result<[UInt8], Failure>
    {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, limit) + 1)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { chunk.deallocate() }
        while true {
            let read = systemRead(descriptor, chunk.baseAddress!, chunk.count)
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(String(cString: strerror(errno))))
            }
            if read == 0 { return .success(bytes) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<read]))
            if bytes.count > limit { return .failure(.tooLarge) }
        }
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
