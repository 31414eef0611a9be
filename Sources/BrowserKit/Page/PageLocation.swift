/// Where a tab is: the URL path that brings it back and the title the browser shows.
public struct PageLocation: Equatable, Sendable {
    /// The path and query, such as `/mvp/profile?detail=1`.
    public var path: String
    /// The document's title.
    public var title: String

    /// Creates a location.
    public init(path: String, title: String) {
        self.path = path
        self.title = title
    }
}
