#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads of Shade's own, started with POSIX threads: what Foundation's `Thread` did, without
/// Foundation (see ``Lock``).
package enum Threads {
    /// Runs `body` on a new thread that nobody waits for; false when no thread could be made
    /// (`body` then never runs).
    @discardableResult
    package static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = start(body) else { return false }
        pthread_detach(thread)
        return true
    }

    /// Runs `first` on the calling thread while `second` runs on a new one, and gives both
    /// results once both are done; `second` runs after `first`, on the calling thread, when no
    /// thread could be made.
    package static func both<A, B: Sendable>(_ first: () -> A, _ second: @escaping @Sendable () -> B) -> (A, B) {
        let result = Result<B>()
        guard let thread = start({ result.value = second() }) else { return (first(), second()) }
        let firstValue = first()
        pthread_join(thread, nil)
        return (firstValue, result.value!)
    }

    /// A new thread running `body`; nil when none could be made (`body` then never runs).
    private static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        guard pthread_create(&thread, nil, run, context) == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Where the thread of ``both(_:_:)`` leaves its result: written by that thread only, read
    /// only after it is joined.
    private final class Result<Value>: @unchecked Sendable {
        var value: Value?
    }

    /// Sleeps the calling thread for `seconds`.
    package static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var left = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var asked = left
        while nanosleep(&asked, &left) != 0 && errno == EINTR { asked = left }
    }

    /// The closure a thread runs, passed through `pthread_create`'s one pointer.
    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    #if canImport(Darwin)
    private static let run: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
        return nil
    }
    #else
    private static let run: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
        return nil
    }
    #endif
}
