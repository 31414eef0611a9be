/// An `<input>` of one line of text: the page sends each change, and setting ``text`` in code shows it in the page.
@MainActor
public final class TextField: View {
    /// The text in the field.
    public var text: String {
        didSet { if text != oldValue { setNeedsRender() } }
    }
    /// What the empty field shows.
    public var placeholder: String {
        didSet { if placeholder != oldValue { setNeedsRender() } }
    }
    /// The field's accessible name.
    public var label: String
    /// Called with the new text each time the user changes it (not when code sets ``text``).
    public var onChange: (@MainActor (String) -> Void)?
    /// The most characters it takes; longer input is cut there.
    public var maximumLength: Int

    /// Creates an empty field.
    public init(placeholder: String = "", label: String, maximumLength: Int = 100) {
        self.text = ""
        self.placeholder = placeholder
        self.label = label
        self.maximumLength = maximumLength
        super.init()
    }

    /// Changes the text as the user would: the field shows it and tells ``onChange``.
    public func userChange(to newText: String) {
        let cut = String(newText.prefix(maximumLength))
        guard cut != text else { return }
        text = cut
        onChange?(cut)
    }

    public override func render() -> Element {
        var attributes = [
            "type": "search", "value": text, "placeholder": placeholder, "aria-label": label,
            "maxlength": String(maximumLength), "autocomplete": "off",
        ]
        if let className { attributes["class"] = className }
        return Element(
            "input", attributes: attributes,
            listeners: Listeners(input: { [weak self] value in self?.userChange(to: value) }))
    }
}
