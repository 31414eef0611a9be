import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 channel with a ``SocketSide`` in front and a ``ConnectionGuard`` after the codec.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let responder: HTTPChannelHandler.Responder
    let limits: ConnectionLimits
    let registry: ConnectionRegistry

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let socket = SocketSide()
        let connectionGuard = ConnectionGuard(limits: limits, socket: socket, registry: registry, logger: logger)
        do {
            try channel.pipeline.syncOperations.addHandler(socket)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        // The configuration's closure must be Sendable; it runs during this setup, on this event loop.
        let handler = NIOLoopBound(connectionGuard, eventLoop: channel.eventLoop)
        let http1 = HTTP1Channel(
            responder: responder,
            configuration: .init(
                additionalChannelHandlers: [handler.value], idleTimeout: TimeAmount(limits.idleTimeout)))
        return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(KeepAliveRule(), position: .after(decoder))
            return value
        }.flatMapErrorThrowing { error in
            // Hummingbird leaves a connection whose setup failed open; nothing would ever answer it.
            channel.close(promise: nil)
            throw error
        }
    }

    func handle(value: Value, logger: Logger) async {
        await HTTP1Channel(responder: responder).handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1.1 with MVX's connection limits and JSON answers to malformed requests.
    static func guardedHTTP1(_ limits: ConnectionLimits, registry: ConnectionRegistry) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(responder: responder, limits: limits, registry: registry)
        }
    }
}
