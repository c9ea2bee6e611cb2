import ShadeSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A process started by the supervisor (its worker), with a pipe to its standard input and one
/// from its standard output; it shares the supervisor's standard error and environment. Started
/// with `posix_spawn`, what Foundation's `Process` did, without Foundation (`Lock` in ShadeSyntax
/// says why).
/// The two pipe ends are the supervisor's to close (it hands them to a ``MessageWriter`` and a
/// ``MessageReader`` that do).
final class ChildProcess: @unchecked Sendable {
    let id: pid_t
    /// The pipe's end the supervisor writes the worker's input to.
    let input: Int32
    /// The pipe's end the supervisor reads the worker's output from.
    let output: Int32
    /// Its exit status, once waited for: the supervisor's main thread and the worker's relay may
    /// both wait, and a process can be waited for only once.
    private var status: Int32?
    private let lock = Lock()

    private init(id: pid_t, input: Int32, output: Int32) {
        self.id = id
        self.input = input
        self.output = output
    }

    /// Starts `command` (an executable's path, then its arguments); nil when it cannot be.
    static func start(_ command: [String]) -> ChildProcess? {
        guard let executable = command.first else { return nil }
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else {
            toChild.forEach { _ = close($0) }
            return nil
        }
        // The supervisor's ends stay out of every process it starts.
        for descriptor in [toChild[1], fromChild[0]] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[0])
        posix_spawn_file_actions_addclose(&actions, fromChild[1])
        var arguments = command.map { strdup($0) }
        arguments.append(nil)
        defer { arguments.forEach { free($0) } }
        var id = pid_t()
        let status = posix_spawn(&id, executable, &actions, nil, arguments, environment)
        // The child's ends belong to the child now (or to nobody).
        _ = close(toChild[0])
        _ = close(fromChild[1])
        guard status == 0 else {
            _ = close(toChild[1])
            _ = close(fromChild[0])
            return nil
        }
        return ChildProcess(id: id, input: toChild[1], output: fromChild[0])
    }

    /// Waits for the worker to end; its exit status, or 1 when a signal ended it.
    func waitForExit() -> Int32 {
        lock.withLock {
            if let status { return status }
            var raw: Int32 = 0
            var result: Int32 = 1
            while true {
                if waitpid(id, &raw, 0) >= 0 {
                    // WIFEXITED and WEXITSTATUS, which Swift does not import: the low 7 bits
                    // are the signal that ended it, if any.
                    result = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 1
                    break
                }
                guard errno == EINTR else { break }
            }
            status = result
            return result
        }
    }

    /// The supervisor's environment, which the worker inherits.
    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }
}
