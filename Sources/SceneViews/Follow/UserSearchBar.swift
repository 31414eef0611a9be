import TerminalKit

/// Discover's search field: one row above the user list, a ``TextField`` showing `Search users` while
/// empty.
///
/// Dumb, and two-way: ``onTextChange`` reports each edit the user makes; setting ``text`` shows a text without
/// reporting it back, so a view model's `query` and the field can follow each other without an echo.
@MainActor
public final class UserSearchBar: StackView {
    /// What the empty field shows.
    public static let placeholder = "Search users"

    /// The field.
    public let textField: TextField

    /// Called with the field's text after each edit the user makes (not when ``text`` is set).
    public var onTextChange: (@MainActor (String) -> Void)?

    /// Creates the bar; the field holds at most `maxLength` characters (the search rule's limit).
    public init(maxLength: Int) {
        textField = TextField(placeholder: Self.placeholder, maxLength: maxLength)
        super.init(axis: .horizontal)
        insets = EdgeInsets(left: 1, right: 1)
        addArrangedSubview(textField, length: .flexible())
        textField.onTextChange = { [weak self] text in self?.onTextChange?(text) }
    }

    /// The field's text. Setting it (cut to the field's limit) does not call ``onTextChange``.
    public var text: String {
        get { textField.text }
        set { textField.text = newValue }
    }
}
