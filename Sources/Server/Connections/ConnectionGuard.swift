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

    private var headerTimer: Scheduled<Void>?
    private var requestTimer: Scheduled<Void>?
    private var lingerTimer: Scheduled<Void>?

    init(limits: ConnectionLimits, socket: SocketSide, logger: Logger) {
        self.limits = limits
        self.socket = socket
        self.logger = logger
        socket.connectionGuard = self
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
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
        guard !isRefusingTunnel, !isAnswerBroken, lingerTimer == nil else {
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
            requestsReceived += 1
            isReadingRequest = true
            requestTimer = schedule(after: limits.requestTimeout, reason: "its request body did not arrive in time")
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
            if isRefusingTunnel, responsesFinished == requestsReceived {
                context.flush()
                answerTunnel()
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
