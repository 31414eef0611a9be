/// An element as the page has it now, with the id the page's script knows it by. The toolkit keeps this tree for
/// each tab: a new render is diffed against it, and the page's events name its ids.
@MainActor
public final class MountedNode {
    /// The id the page knows this element by (`data-id`), unique in its tab.
    public let id: Int
    /// The HTML tag.
    public private(set) var tag: String
    /// The identity among siblings, if keyed.
    public private(set) var key: String?
    /// The attributes the page shows, listener markers included.
    public internal(set) var attributes: [String: String]
    /// The text, when the element has no children.
    public internal(set) var text: String?
    /// The children, in page order.
    public internal(set) var children: [MountedNode]
    /// What the element does when acted on: the latest render's listeners.
    public internal(set) var listeners: Listeners
    /// The parent, `nil` at the root.
    public internal(set) weak var parent: MountedNode?

    init(id: Int, element: Element, children: [MountedNode]) {
        self.id = id
        self.tag = element.tag
        self.key = element.key
        self.attributes = element.renderedAttributes
        self.text = element.children.isEmpty ? element.text : nil
        self.children = children
        self.listeners = element.listeners
        for child in children { child.parent = self }
    }

    /// The node as the wire protocol's NODE.
    public var wire: WireNode {
        WireNode(id: id, tag: tag, attrs: attributes, text: text, children: text == nil ? children.map(\.wire) : nil)
    }

    /// The subtree as a value again (listeners included), as the page shows it.
    public var element: Element {
        var attributes = self.attributes
        attributes["data-on-click"] = nil
        attributes["data-on-input"] = nil
        return Element(
            tag, key: key, attributes: attributes, text: text, children: children.map(\.element), listeners: listeners)
    }

    /// This node and every descendant, depth first.
    public var subtree: [MountedNode] {
        [self] + children.flatMap(\.subtree)
    }
}
