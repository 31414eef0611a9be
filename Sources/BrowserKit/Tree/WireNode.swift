/// An element as it travels to the page: the wire protocol's NODE.
public struct WireNode: Codable, Equatable, Sendable {
    /// The element's id in its tab.
    public var id: Int
    /// The HTML tag.
    public var tag: String
    /// The attributes, by name.
    public var attrs: [String: String]
    /// The text, when it has no children.
    public var text: String?
    /// The children, when it has no text.
    public var children: [WireNode]?

    /// Creates a wire node.
    public init(id: Int, tag: String, attrs: [String: String], text: String?, children: [WireNode]?) {
        self.id = id
        self.tag = tag
        self.attrs = attrs
        self.text = text
        self.children = children
    }
}
