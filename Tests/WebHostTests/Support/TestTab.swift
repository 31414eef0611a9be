import NIOCore
import NIOPosix

/// A browser tab as the host sees it: a WebSocket client of the tests' own, over plain bytes, which sends exactly the
/// `Host` and `Origin` it is told (the library client always adds an `Origin` of its own, without the port), can
/// send what a page must not (binary and oversized frames), and reads the host's first frames however early they
/// come (a close right after the `101`, with the connection's end, included).
final class TestTab: Sendable {
    /// What the host sent.
    enum Event: Sendable, Equatable {
        case text(String)
        case closed(code: UInt16, reason: String)
    }

    private let events: AsyncStream<Event>
    private let outgoing: AsyncStream<ByteBuffer>.Continuation

    private init(events: AsyncStream<Event>, outgoing: AsyncStream<ByteBuffer>.Continuation) {
        self.events = events
        self.outgoing = outgoing
    }

    /// Opens `/ws?path=PATH` (and `&claim=CLAIM`) on 127.0.0.1:`port` with these headers; nil when the host refused
    /// the upgrade.
    static func open(
        port: Int, path: String, host: String?, origin: String?, claim: String? = nil
    ) async throws -> TestTab? {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        let claimed = claim.map { "&claim=\($0)" } ?? ""
        var request = "GET /ws?path=\(path.percentEncodedForQuery)\(claimed) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        if let origin { request += "Origin: \(origin)\r\n" }
        request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"

        let (answers, answered) = AsyncStream.makeStream(of: Bool.self)
        let (events, received) = AsyncStream.makeStream(of: Event.self)
        let (frames, outgoing) = AsyncStream.makeStream(of: ByteBuffer.self)
        Task { [request] in
            defer {
                answered.finish()
                received.finish()
            }
            try? await channel.executeThenClose { inbound, outbound in
                try await outbound.write(ByteBuffer(string: request))
                var iterator = inbound.makeAsyncIterator()
                var buffer = ByteBuffer()
                let upgraded = try await readHead(from: &iterator, into: &buffer)
                answered.yield(upgraded)
                guard upgraded else { return }
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await frame in frames { try await outbound.write(frame) }
                    }
                    defer { group.cancelAll() }
                    while true {
                        while let (opcode, payload) = takeFrame(from: &buffer) {
                            if try await handle(
                                opcode: opcode, payload: payload, received: received, outbound: outbound)
                            {
                                return
                            }
                        }
                        guard var chunk = try await iterator.next() else { return }
                        buffer.writeBuffer(&chunk)
                    }
                }
            }
        }
        let upgraded = try await within(waitingFor: "the answer to the upgrade of \(path)") {
            var iterator = answers.makeAsyncIterator()
            return await iterator.next() ?? false
        }
        return upgraded ? TestTab(events: events, outgoing: outgoing) : nil
    }

    /// Reads the HTTP answer's head; whether it is `101 Switching Protocols`. What follows it stays in `buffer`.
    private static func readHead(
        from iterator: inout NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator, into buffer: inout ByteBuffer
    ) async throws -> Bool {
        while true {
            let bytes = Array(buffer.readableBytesView)
            if let end = bytes.indices.dropLast(3).first(where: { bytes[$0..<$0 + 4] == [13, 10, 13, 10] }) {
                let head = String(decoding: bytes[..<end], as: UTF8.self)
                buffer.moveReaderIndex(forwardBy: end + 4)
                return head.hasPrefix("HTTP/1.1 101")
            }
            guard var chunk = try await iterator.next() else { return false }
            buffer.writeBuffer(&chunk)
        }
    }

    /// Takes one whole frame (the host's frames are unmasked and, here, unfragmented) off `buffer`.
    private static func takeFrame(from buffer: inout ByteBuffer) -> (opcode: UInt8, payload: ByteBuffer)? {
        let start = buffer.readerIndex
        guard let first = buffer.getInteger(at: start, as: UInt8.self),
            let second = buffer.getInteger(at: start + 1, as: UInt8.self)
        else { return nil }
        var length = Int(second & 0x7F)
        var offset = 2
        if length == 126 {
            guard let extended = buffer.getInteger(at: start + 2, as: UInt16.self) else { return nil }
            (length, offset) = (Int(extended), 4)
        } else if length == 127 {
            guard let extended = buffer.getInteger(at: start + 2, as: UInt64.self) else { return nil }
            (length, offset) = (Int(extended), 10)
        }
        guard buffer.readableBytes >= offset + length else { return nil }
        buffer.moveReaderIndex(forwardBy: offset)
        guard let payload = buffer.readSlice(length: length) else { return nil }
        return (first & 0x0F, payload)
    }

    /// Handles one frame from the host; true when it was the close (answered, as a browser does).
    private static func handle(
        opcode: UInt8, payload: ByteBuffer, received: AsyncStream<Event>.Continuation,
        outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    ) async throws -> Bool {
        switch opcode {
        case 0x1:
            received.yield(.text(String(buffer: payload)))
            return false
        case 0x8:
            var data = payload
            let code = data.readInteger(as: UInt16.self) ?? 1005
            received.yield(.closed(code: code, reason: data.readString(length: data.readableBytes) ?? ""))
            try? await outbound.write(frame(opcode: 0x8, payload: Array(payload.readableBytesView)))
            return true
        default:
            return false
        }
    }

    /// A masked client frame.
    private static func frame(opcode: UInt8, payload: [UInt8]) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.writeInteger(0x80 | opcode)
        if payload.count < 126 {
            buffer.writeInteger(UInt8(0x80 | payload.count))
        } else if payload.count <= 0xFFFF {
            buffer.writeInteger(UInt8(0x80 | 126))
            buffer.writeInteger(UInt16(payload.count))
        } else {
            buffer.writeInteger(UInt8(0x80 | 127))
            buffer.writeInteger(UInt64(payload.count))
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        buffer.writeBytes(mask)
        buffer.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
        return buffer
    }

    /// Sends a text frame, as the page sends an event.
    func send(_ text: String) {
        outgoing.yield(Self.frame(opcode: 0x1, payload: Array(text.utf8)))
    }

    /// Sends a binary frame, which no event is.
    func sendBinary(_ bytes: [UInt8]) {
        outgoing.yield(Self.frame(opcode: 0x2, payload: bytes))
    }

    /// Closes the tab as a browser does when the page goes away: a close frame with 1001.
    func close() {
        outgoing.yield(Self.frame(opcode: 0x8, payload: [0x03, 0xE9]))
    }

    /// The next thing the host sent.
    func next(_ what: String) async throws -> Event {
        let events = self.events
        return try await within(waitingFor: what) {
            var iterator = events.makeAsyncIterator()
            guard let event = await iterator.next() else { throw TimedOut(what: "\(what) (the socket ended)") }
            return event
        }
    }

    /// The next text frame; fails on anything else.
    func nextText(_ what: String) async throws -> String {
        let event = try await next(what)
        guard case .text(let text) = event else { throw Unexpected(event: event, wanted: what) }
        return text
    }

    /// The close the host sent, skipping text frames before it.
    func closed() async throws -> (code: UInt16, reason: String) {
        while true {
            if case .closed(let code, let reason) = try await next("the host's close") { return (code, reason) }
        }
    }

    /// An event other than the one a test waited for.
    struct Unexpected: Error, CustomStringConvertible {
        let event: Event
        let wanted: String
        var description: String { "wanted \(wanted), got \(event)" }
    }
}

extension String {
    /// The string as one query parameter's value, as `encodeURIComponent` makes it.
    fileprivate var percentEncodedForQuery: String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()".utf8)
        return utf8.map { byte in
            if allowed.contains(byte) { return String(UnicodeScalar(byte)) }
            let hex = String(byte, radix: 16, uppercase: true)
            return "%" + (hex.count == 1 ? "0" : "") + hex
        }.joined()
    }
}
