#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal as file descriptors: its termios modes, its size, and writing whole buffers to it.
struct TerminalDevice: Sendable {
    /// Where keys come from (and whose termios is changed).
    let input: Int32
    /// Where frames go.
    let output: Int32

    /// Fails unless both descriptors are terminals.
    func checkIsTerminal() throws(TerminalError) {
        for descriptor in [input, output] where isatty(descriptor) == 0 {
            throw .notATerminal(fileDescriptor: descriptor)
        }
    }

    /// The current termios of the input.
    func attributes() throws(TerminalError) -> termios {
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        return attributes
    }

    /// Sets the input's termios.
    func setAttributes(_ attributes: termios) throws(TerminalError) {
        var attributes = attributes
        guard tcsetattr(input, TCSANOW, &attributes) == 0 else { throw .systemCall("tcsetattr", errno: errno) }
    }

    /// `saved` in raw mode: no echo, no line editing, no signals from keys (Ctrl-C arrives as byte 3), no flow
    /// control, 8-bit bytes, `read` returns as soon as one byte is there. Output processing stays on, so a stray
    /// `print` to the terminal still starts its lines at the left edge.
    static func rawMode(from saved: termios) -> termios {
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag = saved.c_oflag
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// The terminal's size in cells, or `nil` when it cannot say (then callers assume 80×24).
    var size: Size? {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Writes every byte (retrying partial writes and interruptions); answers how many were written.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(output, base + written, buffer.count - written)
                if result > 0 {
                    written += result
                } else if result < 0 && errno == EINTR {
                    continue
                } else {
                    break  // the terminal is gone; nothing sensible to do with a frame
                }
            }
            return written
        }
    }
}

/// The C library's `write`, named apart from ``TerminalDevice/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
