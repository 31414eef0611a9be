import Dispatch
import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection to 127.0.0.1 that sends bytes exactly as given and reads what comes back, for requests no HTTP
/// client would send (slow heads, endless bodies, `CONNECT`, garbage). Each blocking call runs on a thread of its
/// own: never on Swift's cooperative threads, which the in-process server needs, and not on a dispatch queue, whose
/// width is the number of cores, so fifty blocked reads would wait in line.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Connects to 127.0.0.1:`port`, from `source` (another loopback address, such as 127.0.0.2) if given, and sends
    /// `first` at once if given: on a loaded machine, the moment between connecting and a separate ``send(_:)`` can
    /// outlast a short idle timeout.
    static func open(port: Int, from source: String? = nil, sending first: String? = nil) async throws
        -> RawConnection
    {
        try await onQueue {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw RawError.system("socket", errno) }
            if let source {
                var local = sockaddr_in()
                local.sin_family = sa_family_t(AF_INET)
                local.sin_addr.s_addr = inet_addr(source)
                let bound = withUnsafePointer(to: &local) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                guard bound == 0 else {
                    close(descriptor)
                    throw RawError.system("bind", errno)
                }
            }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else {
                close(descriptor)
                throw RawError.system("connect", errno)
            }
            if let first { _ = sendAll(Array(first.utf8), on: descriptor) }
            return RawConnection(descriptor: descriptor)
        }
    }

    /// Sends `text`'s UTF-8 bytes; answers `false` once the server has closed (EPIPE or reset).
    @discardableResult
    func send(_ text: String) async -> Bool {
        await send(Array(text.utf8))
    }

    /// Sends `bytes`; answers `false` once the server has closed (EPIPE or reset).
    @discardableResult
    func send(_ bytes: [UInt8]) async -> Bool {
        let descriptor = self.descriptor
        return (try? await Self.onQueue { Self.sendAll(bytes, on: descriptor) }) ?? false
    }

    /// Sends every byte of `bytes` on `descriptor`, blocking; answers `false` once the peer has closed.
    private static func sendAll(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { buffer in
                restartingOnInterrupt {
                    Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                }
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Reads until the server closes the connection or `timeout` passes with nothing new. The default bound is for a
    /// hang: a loaded test machine can take seconds to answer or close.
    func read(timeout: Duration = .seconds(30)) async -> (text: String, closed: Bool) {
        let descriptor = self.descriptor
        let milliseconds = Int32(
            timeout.components.seconds * 1_000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        return
            (try? await Self.onQueue {
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    guard restartingOnInterrupt({ poll(&poller, 1, milliseconds) }) > 0 else {
                        return (String(decoding: received, as: UTF8.self), false)
                    }
                    let count = buffer.withUnsafeMutableBytes { bytes in
                        restartingOnInterrupt { recv(descriptor, bytes.baseAddress, bytes.count, 0) }
                    }
                    if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
                    received += buffer[0..<count]
                }
            }) ?? ("", true)
    }

    private static func onQueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}

enum RawError: Error {
    case system(String, Int32)
}
