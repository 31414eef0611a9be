import Foundation
import Hummingbird
import Model

/// The per-request context: Hummingbird's core storage plus the wire coding shared with the client.
struct MVXRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage

    init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
    }

    /// JSON bodies are small; anything larger than this is refused with 413.
    var maxUploadSize: Int { 64 * 1024 }

    var requestDecoder: JSONDecoder { WireCoding.decoder() }

    var responseEncoder: JSONEncoder { WireCoding.encoder() }
}
