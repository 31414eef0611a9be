import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// What a signal handler may read. A handler can run on any thread between any two instructions, so it may only
// touch plain memory set up beforehand: no Swift arrays, no allocation, no locks, no lazy initialisation. These are
// C-style globals written only by `TerminalRestorer.arm` (before any handler is installed) and `disarm` (after they
// are removed), hence `nonisolated(unsafe)`. `restoreArmed` is atomic: the handler and `stop()` race to restore,
// exactly one of them wins.
nonisolated(unsafe) private var restoreInput: Int32 = -1
nonisolated(unsafe) private var restoreOutput: Int32 = -1
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
nonisolated(unsafe) private var restoreByteCount = 0
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
private let restoreArmed = Atomic<Bool>(false)
nonisolated(unsafe) private var exitHookRegistered = false

/// Puts the terminal back as the user had it — cooked mode, main screen, cursor shown — on a normal stop, at
/// `exit`, on a terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and on a crash (SIGSEGV, SIGBUS, SIGILL,
/// SIGFPE, SIGABRT, SIGTRAP; Swift's runtime traps are SIGILL or SIGTRAP on Linux).
///
/// A signal handler restores with async-signal-safe calls only (`write`, `tcsetattr`), puts back the action that
/// was there before (the default, or Swift's crash backtracer) and raises the signal again, so the process still
/// dies the way it would have — with its exit status, core dump or backtrace — just with a usable terminal.
/// One terminal at a time: arming again replaces the saved state.
enum TerminalRestorer {
    /// The signals after which the terminal is restored.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Remembers how to restore `input` (its termios, as `saved`) and `output` (by writing `bytes`), and installs
    /// the signal handlers and the `exit` hook.
    static func arm(input: Int32, output: Int32, saved: termios, bytes: [UInt8], handlesSignals: Bool) {
        precondition(bytes.count <= 64, "restore sequence too long for its buffer")
        restoreInput = input
        restoreOutput = output
        savedTermios = saved
        for (index, byte) in bytes.enumerated() {
            restoreBytes[index] = byte
        }
        restoreByteCount = bytes.count
        restoreArmed.store(true, ordering: .sequentiallyConsistent)
        if !exitHookRegistered {
            exitHookRegistered = true
            atexit(restoreAtExit)
        }
        guard handlesSignals else { return }
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = restoreAndReraise
            #else
                action.__sigaction_u.__sa_handler = restoreAndReraise
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previousActions + Int(signal))
        }
    }

    /// Restores now (if not yet done) and puts the previous signal actions back.
    static func disarm(handlesSignals: Bool) {
        restoreNow()
        guard handlesSignals else { return }
        for signal in signals {
            sigaction(signal, previousActions + Int(signal), nil)
        }
    }

    /// Writes the restore bytes and sets the saved termios, once; safe inside a signal handler.
    static func restoreNow() {
        guard restoreArmed.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged
        else { return }
        var written = 0
        while written < restoreByteCount {
            let result = write(restoreOutput, restoreBytes + written, restoreByteCount - written)
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        _ = tcsetattr(restoreInput, TCSANOW, &savedTermios)
    }
}

/// The signal handler: restore, reinstate whatever handled `signal` before, and raise it again.
///
/// The signal stays blocked until this returns, so the raised one is delivered right after — to the default action
/// or to Swift's backtracer. For a fault the faulting instruction also runs again and faults again.
private func restoreAndReraise(_ signal: Int32) {
    TerminalRestorer.restoreNow()
    sigaction(signal, previousActions + Int(signal), nil)
    raise(signal)
}

/// The `atexit` hook: `exit()` from anywhere still leaves a usable terminal.
private func restoreAtExit() {
    TerminalRestorer.restoreNow()
}
