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

    /// JSON bodies are small; anything larger than this is refused with 413.
    var maxUploadSize: Int { 64 * 1024 }

    var requestDecoder: JSONDecoder { WireCoding.decoder() }

    var responseEncoder: JSONEncoder { WireCoding.encoder() }
}
