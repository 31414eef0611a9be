import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the terminal's bytes on a background thread, decodes them into keys and hands each batch to `deliver`.
///
/// The thread blocks in `poll` on the input and on a wake-up pipe, so ``stop()`` ends it at once. When a read
/// leaves an unfinished sequence (a lone ESC), it waits at most `escapeTimeout` for the rest before deciding the
/// user pressed Escape. End of input (the terminal closed) is delivered as Ctrl-C, which quits the application.
final class InputReader: Sendable {
    private let input: Int32
    private let escapeTimeout: Duration
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// Creates a reader of `input`; it does nothing until ``start(deliver:)``.
    init(input: Int32, escapeTimeout: Duration) throws(TerminalError) {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw .systemCall("pipe", errno: errno) }
        self.input = input
        self.escapeTimeout = escapeTimeout
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
    }

    /// Starts the reading thread; `deliver` is called on that thread with each non-empty batch of keys.
    func start(deliver: @escaping @Sendable ([Key]) -> Void) {
        let thread = Thread { [self] in
            run(deliver: deliver)
        }
        thread.name = "TerminalKit input"
        thread.start()
    }

    /// Closes the wake-up pipe of a reader that was never started.
    func discard() {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Ends the reading thread; the thread closes the pipe on its way out. Call once.
    func stop() {
        var byte: UInt8 = 0
        _ = write(wakeWrite, &byte, 1)
        close(wakeWrite)
    }

    private func run(deliver: @Sendable ([Key]) -> Void) {
        defer { close(wakeRead) }
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 1024)
        let timeout = Int32(max(1, min(escapeTimeout / .milliseconds(1), 10_000)))
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            let ready = poll(&descriptors, 2, decoder.hasPending ? timeout : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            if ready == 0 {
                deliverIfAny(decoder.flush(), to: deliver)
                continue
            }
            let count = read(input, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else {
                deliver(decoder.flush() + [.control("c")])
                return
            }
            deliverIfAny(decoder.decode(buffer[0..<count]), to: deliver)
        }
    }

    private func deliverIfAny(_ keys: [Key], to deliver: @Sendable ([Key]) -> Void) {
        if !keys.isEmpty { deliver(keys) }
    }
}
