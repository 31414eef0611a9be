import Foundation
import Hummingbird
import Model

/// The per-request context: Hummingbird's core storage plus the wire coding shared with the client.
struct MVXRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The client's IP address (no port), which failed logins are counted against.
    let clientAddress: String

    init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// The largest request body the server reads: JSON bodies are small, anything larger is refused with 413.
    static let maximumBodySize = 64 * 1024

    var maxUploadSize: Int { Self.maximumBodySize }

    var requestDecoder: JSONDecoder { Self.decoder }

    var responseEncoder: JSONEncoder { Self.encoder }

    // One of each, shared by every request: they are thread-safe once configured, and making one costs.
    private static let decoder = WireCoding.decoder()
    private static let encoder = WireCoding.encoder()
}
