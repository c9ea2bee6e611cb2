import Foundation
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// What SIGINT, SIGTERM and SIGHUP do while a command writes files: remove every temporary in
/// flight (``TemporaryFiles``), so the destination stays as it was and nothing is left behind,
/// then exit with 128 + the signal's number, as a shell reports a stopped command. The handler
/// only calls `unlink`, `rmdir` and `_exit`, which are safe in a signal handler.
enum StopSignals {
    /// Installs the handler for the stop signals and unblocks them: Ctrl-C and SIGTERM must reach
    /// the command even when the process that started it handed down a mask blocking them.
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in TemporaryFiles.stopSignals { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signal in TemporaryFiles.stopSignals {
            _ = Foundation.signal(signal) { number in
                TemporaryFiles.removeAllInFlight()
                _exit(128 + number)
            }
        }
    }
}
