import NIOCore

/// The first handler of a connection's pipeline, next to the socket: it tells the ``ConnectionGuard`` when bytes
/// arrive (to time request heads) and writes answers that must not pass through the HTTP encoder.
final class SocketSide: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// Told about every read; weak, because the pipeline owns both handlers.
    weak var connectionGuard: ConnectionGuard?
    private var context: ChannelHandlerContext?

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        connectionGuard?.bytesArrived()
        context.fireChannelRead(data)
    }

    /// Writes `bytes` as they are, straight to the socket, then closes the connection.
    func writeThenClose(_ bytes: ByteBuffer) {
        guard let context else { return }
        context.writeAndFlush(NIOAny(bytes)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
