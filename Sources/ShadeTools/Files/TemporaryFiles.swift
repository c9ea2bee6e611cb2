#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The process's temporary files and folders in flight: every temporary an output write creates
/// is registered here until it is renamed into place or removed, so that a signal handler can
/// remove them all (``removeAllInFlight()``) and the destination stays as it was.
///
/// The paths are kept as C strings in storage the handler reads without locks or allocation;
/// every change happens with the stop signals (SIGINT, SIGTERM, SIGHUP) blocked, so a handler on
/// this thread never sees a change half made.
package enum TemporaryFiles {
    /// One registered path: a file (removed with `unlink`) or a folder (`rmdir`).
    private struct Slot {
        var path: UnsafeMutablePointer<CChar>?
        var isFolder: Bool
    }

    /// A registration, to release once the temporary is gone or in place.
    package struct Registration: Hashable, Sendable {
        fileprivate let index: Int
    }

    // Storage grows by copying; an old buffer is never freed, so a handler still reading it
    // reads valid memory. Guarded by `lock` for threads and by blocked signals for handlers.
    private nonisolated(unsafe) static var slots = UnsafeMutablePointer<Slot>.allocate(capacity: 64)
    private nonisolated(unsafe) static var capacity = 64
    private nonisolated(unsafe) static var count = 0
    private nonisolated(unsafe) static var live = 0
    private static let lock = Lock()

    /// The signals a stop handler takes: changes to the registry, and a folder's rename pass,
    /// happen with them blocked.
    package static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Registers a temporary file (`isFolder` false) or a folder this process created.
    /// `signalsHeld`: the caller runs inside ``deferringSignals(_:)`` already (a folder export's
    /// batches), which spares the two system calls that hold and free the signals.
    package static func register(_ path: String, isFolder: Bool = false, signalsHeld: Bool = false) -> Registration {
        let copy = strdup(path)
        func insert() -> Registration {
            lock.lock()
            defer { lock.unlock() }
            if count == capacity {
                let grown = UnsafeMutablePointer<Slot>.allocate(capacity: capacity * 2)
                grown.initialize(from: slots, count: count)
                slots = grown
                capacity *= 2
            }
            slots[count] = Slot(path: copy, isFolder: isFolder)
            count += 1
            live += 1
            return Registration(index: count - 1)
        }
        return signalsHeld ? insert() : deferringSignals(insert)
    }

    /// Forgets a registration: the temporary was renamed into place, removed, or (a folder) kept.
    /// `signalsHeld` as for ``register(_:isFolder:signalsHeld:)``.
    package static func release(_ registration: Registration, signalsHeld: Bool = false) {
        func remove() -> UnsafeMutablePointer<CChar>? {
            lock.lock()
            defer { lock.unlock() }
            let path = slots[registration.index].path
            slots[registration.index].path = nil
            live -= 1
            if live == 0 { count = 0 }
            return path
        }
        free(signalsHeld ? remove() : deferringSignals(remove))
    }

    /// Removes a registered temporary (`unlink`, or `rmdir` for a folder) and forgets it.
    /// `signalsHeld` as for ``register(_:isFolder:signalsHeld:)``.
    package static func remove(_ registration: Registration, signalsHeld: Bool = false) {
        func removeSlot() {
            lock.lock()
            let slot = slots[registration.index]
            lock.unlock()
            if let path = slot.path {
                if slot.isFolder { rmdir(path) } else { unlink(path) }
            }
        }
        if signalsHeld { removeSlot() } else { deferringSignals(removeSlot) }
        release(registration, signalsHeld: signalsHeld)
    }

    /// Removes every registered temporary, newest first (files before the folders holding
    /// them). Async-signal-safe: only `unlink` and `rmdir`, no locks, no allocation.
    package static func removeAllInFlight() {
        var index = count
        while index > 0 {
            index -= 1
            guard let path = slots[index].path else { continue }
            if slots[index].isFolder { rmdir(path) } else { unlink(path) }
        }
    }

    /// Runs `body` with the stop signals blocked on this thread; one that arrives meanwhile is
    /// handled when `body` returns. Calls nest: each puts back the mask it found, so an inner
    /// call inside a held batch leaves the signals blocked. (A per-thread depth kept in the
    /// thread's dictionary cost more than the two system calls it saved.)
    package static func deferringSignals<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in stopSignals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
