/// One element of a page as a value: a tag, its attributes, and either text or children — what a view renders and
/// the toolkit diffs. Listeners ride along but are not part of what the page shows: two elements that differ only in
/// their listeners render the same HTML and need no patch.
@MainActor
public struct Element {
    /// The HTML tag, such as `li` or `button`.
    public var tag: String
    /// The element's identity among its siblings: children with keys are matched by key when a list changes, so a
    /// one-row change is that row's patch. Without one, a child is matched by its position.
    public var key: String?
    /// The attributes, by name. `class`, `role`, `aria-*` and `data-*` as in HTML; a boolean attribute is present
    /// with an empty value.
    public var attributes: [String: String]
    /// The text the element shows, when it has no children.
    public var text: String?
    /// The child elements, when it shows no ``text``.
    public var children: [Element]
    /// What happens when the user acts on it.
    public var listeners: Listeners

    /// Creates an element.
    public init(
        _ tag: String, key: String? = nil, attributes: [String: String] = [:], text: String? = nil,
        children: [Element] = [], listeners: Listeners = Listeners()
    ) {
        self.tag = tag
        self.key = key
        self.attributes = attributes
        self.text = text
        self.children = children
        self.listeners = listeners
    }

    /// Every attribute the page shows, the listeners' markers included: `data-on-click` and `data-on-input` tell
    /// the page's script which events to send back.
    public var renderedAttributes: [String: String] {
        var all = attributes
        if listeners.click != nil { all["data-on-click"] = "" }
        if listeners.input != nil { all["data-on-input"] = "" }
        return all
    }
}
