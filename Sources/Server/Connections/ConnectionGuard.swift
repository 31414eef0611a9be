import HTTPTypes
import Hummingbird
import Logging
import Model
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Watches one HTTP/1.1 connection, between the HTTP codec and Hummingbird: it enforces ``ConnectionLimits``'s
/// timeouts and makes the answers Hummingbird and SwiftNIO write on their own (to a malformed request, to `CONNECT`)
/// carry a JSON error body and a length, like every other error.
///
/// All of its state lives on the connection's event loop.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limits: ConnectionLimits
    private let socket: SocketSide
    private let registry: ConnectionRegistry
    private let logger: Logger
    private var context: ChannelHandlerContext?

    private var requestsReceived = 0
    private var responsesStarted = 0
    private var responsesFinished = 0
    private var isReadingRequest = false
    /// The index of the answer Hummingbird writes for a malformed request, once the parser failed.
    private var parserFailureAnswer: (index: Int, body: ByteBuffer)?
    private var isRefusingTunnel = false
    /// Set once a fault replaced an answer: the rest of that answer, and of the connection, is dropped.
    private var isAnswerBroken = false
    /// Set when the answer being written ends the connection: a 413, or a request that asked to close.
    private var closesAfterAnswer = false
    /// Set when the request being read asked the server to close after answering it.
    private var requestAskedToClose = false
    /// Set while the parts of a request refused before the app saw it (its body too large) are dropped.
    private var isDroppingRequest = false

    private var headerTimer: Scheduled<Void>?
    private var requestTimer: Scheduled<Void>?
    private var lingerTimer: Scheduled<Void>?

    init(limits: ConnectionLimits, socket: SocketSide, registry: ConnectionRegistry, logger: Logger) {
        self.limits = limits
        self.socket = socket
        self.registry = registry
        self.logger = logger
        socket.connectionGuard = self
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        registry.opened(context.channel)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
        registry.closed(context.channel)
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
        registry.closed(context.channel)
        context.fireChannelInactive()
    }

    // MARK: Requests

    /// Bytes came in: if they start a new request, its head has ``ConnectionLimits/headerTimeout`` to arrive.
    func bytesArrived() {
        guard headerTimer == nil, !isReadingRequest, responsesFinished == requestsReceived else { return }
        headerTimer = schedule(after: limits.headerTimeout, reason: "its request head did not arrive in time")
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // Once the answer is out and the output closed, what still comes in is read and dropped: leaving it unread
        // would make the final close a reset, which can destroy the answer before the client reads it.
        guard !isRefusingTunnel, !isAnswerBroken, !isDroppingRequest, lingerTimer == nil else {
            context.read()
            return
        }
        switch unwrapInboundIn(data) {
        case .head(let head):
            headerTimer?.cancel()
            headerTimer = nil
            if head.method == .connect {
                refuseTunnel()
                return
            }
            if let length = head.headerFields[.contentLength].flatMap({ Int($0) }),
                length > MVXRequestContext.maximumBodySize, responsesFinished == requestsReceived
            {
                refuseOversizedBody(length: length, context: context)
                return
            }
            requestsReceived += 1
            isReadingRequest = true
            requestAskedToClose = head.headerFields[.connection]?.lowercased().contains("close") ?? false
            registry.busy(context.channel)
            requestTimer = schedule(after: limits.requestTimeout, reason: "its request body did not arrive in time")
            if head.headerFields[.expect]?.lowercased() == "100-continue", responsesFinished + 1 == requestsReceived {
                // The client waits for this before it sends the body; its size was checked above.
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
            }
        case .body:
            break
        case .end:
            isReadingRequest = false
            requestTimer?.cancel()
            requestTimer = nil
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError, parserFailureAnswer == nil {
            let message = "The request is not valid HTTP/1.1 (\(error)). The server closes the connection."
            parserFailureAnswer = (requestsReceived, Self.errorBody(code: "bad_request", message: message))
        }
        context.fireErrorCaught(error)
    }

    // MARK: Answers

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !isAnswerBroken else {
            promise?.succeed(())
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(var head):
            if let mark = head.headerFields[BrokenAnswerResponse.markField] {
                breakAnswer(mark)
                promise?.succeed(())
                return
            }
            let isParserFailure = parserFailureAnswer?.index == responsesStarted
            responsesStarted += 1
            if head.status == .contentTooLarge || requestAskedToClose {
                closesAfterAnswer = true
                head.headerFields[.connection] = "close"
            }
            guard isParserFailure, let failure = parserFailureAnswer else {
                context.write(wrapOutboundOut(.head(head)), promise: promise)
                return
            }
            // The body goes out with the head: Hummingbird writes the end separately, maybe much later.
            head.headerFields[.contentType] = Response.jsonContentType
            head.headerFields[.contentLength] = String(failure.body.readableBytes)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(failure.body)), promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end(let trailers):
            responsesFinished += 1
            context.write(wrapOutboundOut(.end(trailers)), promise: promise)
            if closesAfterAnswer {
                // README promises it: after a 413 the client must open a new connection, and the unread rest of
                // the body is read and dropped while the server lingers.
                context.flush()
                closeOutputAndLinger(context: context)
            } else if isRefusingTunnel, responsesFinished == requestsReceived {
                context.flush()
                answerTunnel()
            } else if responsesFinished == requestsReceived, !isReadingRequest {
                registry.idle(context.channel)
            }
        }
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        if mode == .output, lingerTimer == nil {
            lingerTimer = schedule(after: limits.lingerTimeout, reason: nil)
            context.read()
        }
        context.close(mode: mode, promise: promise)
    }

    /// Closes the output, then keeps reading and dropping for ``ConnectionLimits/lingerTimeout`` before the full
    /// close, so that the client reads the last answer instead of a reset.
    private func closeOutputAndLinger(context: ChannelHandlerContext) {
        guard lingerTimer == nil else { return }
        lingerTimer = schedule(after: limits.lingerTimeout, reason: nil)
        context.close(mode: .output, promise: nil)
        context.read()
    }

    // MARK: Bodies too large

    /// A body announced larger than the server reads is refused before any of it is read (and before a client that
    /// sent `Expect: 100-continue` uploads it): the app never sees the request, the 413 goes out at once and the
    /// connection closes.
    private func refuseOversizedBody(length: Int, context: ChannelHandlerContext) {
        isDroppingRequest = true
        let failure = APIFailure(
            status: .contentTooLarge, code: "payload_too_large",
            message: "The request body is too large (\(length) bytes); the server reads at most "
                + "\(MVXRequestContext.maximumBodySize). The server closes the connection.")
        let body = ByteBuffer(bytes: failure.body)
        let head = HTTPResponse(
            status: .contentTooLarge,
            headerFields: [
                .contentType: Response.jsonContentType, .contentLength: String(body.readableBytes),
                .connection: "close",
            ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        closeOutputAndLinger(context: context)
    }

    // MARK: Broken answers (fault injection)

    /// Instead of the marked answer: bytes that are not HTTP, or nothing, then the connection closes.
    private func breakAnswer(_ mark: String) {
        isAnswerBroken = true
        if mark == BrokenAnswer.notHTTP.rawValue {
            socket.writeThenClose(ByteBuffer(string: "SSH-2.0-OpenSSH_9.6 (an injected fault: this is not HTTP)\r\n"))
        } else {
            context?.close(promise: nil)
        }
    }

    // MARK: CONNECT

    /// SwiftNIO strips the body of any answer to `CONNECT`, so the refusal goes straight to the socket, after the
    /// answers to the requests before it.
    private func refuseTunnel() {
        isRefusingTunnel = true
        if responsesFinished == requestsReceived {
            answerTunnel()
        }
    }

    private func answerTunnel() {
        let body = Self.errorBody(
            code: "method_not_allowed",
            message: "CONNECT is not supported: this is an API server, not a proxy. The server closes the connection.")
        var answer = ByteBuffer(
            string: "HTTP/1.1 405 Method Not Allowed\r\nContent-Type: \(Response.jsonContentType)\r\n"
                + "Content-Length: \(body.readableBytes)\r\nConnection: close\r\n\r\n")
        answer.writeImmutableBuffer(body)
        socket.writeThenClose(answer)
    }

    // MARK: Timers

    /// Closes the connection after `delay`, logging `reason` if there is one.
    private func schedule(after delay: Duration, reason: String?) -> Scheduled<Void>? {
        guard let context else { return nil }
        let logger = self.logger
        return context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(delay)) {
            if let reason {
                logger.notice("Closing a connection: \(reason).")
            }
            context.close(promise: nil)
        }
    }

    private func cancelTimers() {
        for timer in [headerTimer, requestTimer, lingerTimer] {
            timer?.cancel()
        }
        headerTimer = nil
        requestTimer = nil
        lingerTimer = nil
    }

    private static func errorBody(code: String, message: String) -> ByteBuffer {
        ByteBuffer(bytes: APIFailure(status: .badRequest, code: code, message: message).body)
    }
}
