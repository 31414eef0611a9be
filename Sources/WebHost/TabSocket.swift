import BrowserKit
import HummingbirdWebSocket
import NIOWebSocket
import ServiceLifecycle

/// One tab's WebSocket, from upgrade to close: makes the tab's session, hands it the page's events on the main
/// actor, writes what it sends in order, and closes the socket (and then the session, once) when either side ends.
struct TabSocket: Sendable {
    let path: String
    /// The token of the tab the page's first response drew, if the page named one.
    let claim: String?
    let limits: WebHostLimits
    let registry: TabRegistry
    let prepared: PreparedTabs
    let makeTab: @MainActor @Sendable (String) -> (any TabSession)?

    /// Serves the socket until it closes.
    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        guard let holder = await TabHolder.make(path: path, claim: claim, from: prepared, with: makeTab) else {
            try await Self.close(outbound, with: .noSuchPage)
            return
        }
        let connection = TabConnection(queueLimit: limits.maximumQueuedFrames)
        registry.admit(connection)?.requestClose(.tooManyTabs)
        await holder.start(sendingThrough: connection)
        let outcome: Result<Void, any Error>
        do {
            try await withGracefulShutdownHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await write(connection, to: outbound) }
                    group.addTask { try await read(inbound, for: connection, holder: holder) }
                    // Whichever side ends first ends the other: the page closed, or it did not answer a close.
                    try await group.next()
                    group.cancelAll()
                }
            } onGracefulShutdown: {
                connection.requestClose(.stopping)
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        connection.finish()
        registry.remove(connection)
        await holder.close()
        try outcome.get()
    }

    /// Writes the session's frames in order until the host closes the socket; then gives the page the close
    /// timeout to answer before the connection is dropped.
    private func write(_ connection: TabConnection, to outbound: WebSocketOutboundWriter) async throws {
        for await item in connection.outgoing {
            switch item {
            case .text(let text):
                if connection.dequeue() { try await outbound.writeTextMessage(text) }
            case .close(let close):
                try await Self.close(outbound, with: close)
                try await Task.sleep(for: limits.closeTimeout)
                return
            }
        }
    }

    /// Hands the page's events to the session until the page closes; a frame the host refuses closes the socket,
    /// and what arrives after that is ignored.
    private func read(
        _ inbound: WebSocketInboundStream, for connection: TabConnection, holder: TabHolder
    ) async throws {
        var rate = EventRateLimit(perSecond: limits.eventsPerSecond, burst: limits.eventBurst)
        for try await message in inbound.messages(maxSize: limits.maximumFrameBytes) {
            connection.touch()
            guard !connection.isClosing else { continue }
            guard rate.take(at: .now) else {
                connection.requestClose(.tooManyEvents)
                continue
            }
            switch message {
            case .binary:
                connection.requestClose(.binaryFrame)
            case .text(let text):
                if let error = await holder.receive(text) { connection.requestClose(TabClose(error)) }
            }
        }
    }

    private static func close(_ outbound: WebSocketOutboundWriter, with close: TabClose) async throws {
        try await outbound.close(WebSocketErrorCode(codeNumber: Int(close.code)), reason: close.reason)
    }
}
