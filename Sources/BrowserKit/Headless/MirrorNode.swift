/// An element as a browser would hold it after applying the toolkit's frames: what the headless host reads.
public final class MirrorNode {
    /// The element's id.
    public let id: Int
    /// The HTML tag.
    public var tag: String
    /// The attributes, by name.
    public var attributes: [String: String]
    /// The text, when it has no children.
    public var text: String
    /// The children, in page order.
    public var children: [MirrorNode]
    /// The parent, `nil` at the root.
    public weak var parent: MirrorNode?

    /// Builds the subtree of a wire node.
    public init(_ node: WireNode) {
        id = node.id
        tag = node.tag
        attributes = node.attrs
        text = node.text ?? ""
        children = (node.children ?? []).map(MirrorNode.init)
        for child in children { child.parent = self }
    }

    /// This node and every descendant, depth first.
    public var subtree: [MirrorNode] {
        [self] + children.flatMap(\.subtree)
    }

    /// The subtree as a wire node again.
    public var wire: WireNode {
        WireNode(
            id: id, tag: tag, attrs: attributes, text: children.isEmpty ? text : nil,
            children: children.isEmpty ? nil : children.map(\.wire))
    }

    /// Whether this node or an ancestor has the `hidden` attribute.
    public var isHidden: Bool {
        var node: MirrorNode? = self
        while let current = node {
            if current.attributes["hidden"] != nil { return true }
            node = current.parent
        }
        return false
    }
}
