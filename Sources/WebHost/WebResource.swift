/// A file the web host serves beside its pages, made when asked for: a chart drawn from the sources, say.
public struct WebResource: Sendable {
    /// The `Content-Type` it is served with.
    public var contentType: String
    /// Its text.
    public var text: String

    /// A resource of `text`, served as `contentType`.
    public init(contentType: String, text: String) {
        self.contentType = contentType
        self.text = text
    }
}
