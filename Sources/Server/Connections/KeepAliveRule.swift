import NIOCore
import NIOHTTP1

/// Marks a request that does not keep its connection alive — HTTP/1.0 without `Connection: keep-alive`, or any
/// `Connection: close` — with `Connection: close`, the one sign Hummingbird reads to close after answering.
///
/// It sits before the conversion to HTTP types, which drops the protocol version; without it an HTTP/1.0 client
/// waited for a close that never came.
final class KeepAliveRule: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), !head.isKeepAlive else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}
