extension Element {
    /// A text element: `tag` holding `text`, with the class `className` when given.
    public static func text(
        _ text: String, tag: String = "span", className: String? = nil, key: String? = nil
    ) -> Element {
        Element(tag, key: key, attributes: className.map { ["class": $0] } ?? [:], text: text)
    }

    /// A `<button>` titled `title` that calls `action` when clicked.
    public static func button(
        _ title: String, className: String? = nil, key: String? = nil, disabled: Bool = false,
        action: (@MainActor () -> Void)?
    ) -> Element {
        var attributes = ["type": "button"]
        if let className { attributes["class"] = className }
        if disabled { attributes["disabled"] = "" }
        return Element(
            "button", key: key, attributes: attributes, text: title,
            listeners: Listeners(click: disabled ? nil : action))
    }

    /// A container: `tag` (a `div` by default) holding `children`.
    public static func box(
        _ tag: String = "div", className: String? = nil, key: String? = nil, attributes: [String: String] = [:],
        _ children: [Element]
    ) -> Element {
        var all = attributes
        if let className { all["class"] = className }
        return Element(tag, key: key, attributes: all, children: children)
    }

    /// This element, hidden when `hidden` (it stays in the tree, so showing it again is one attribute patch).
    public func hidden(_ hidden: Bool) -> Element {
        var copy = self
        if hidden { copy.attributes["hidden"] = "" } else { copy.attributes["hidden"] = nil }
        return copy
    }
}
