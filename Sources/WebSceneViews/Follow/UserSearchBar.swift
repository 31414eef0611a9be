import BrowserKit

/// Discover's search field: a real `<input>` whose every change is told to ``onTextChange``, and whose
/// text code may set (the two-way binding of MVVM).
@MainActor
public final class UserSearchBar: View {
    /// What the empty field shows.
    public static let placeholder = "Search users"
    /// The field.
    public let textField: TextField
    /// Called with the new text each time the user changes it.
    public var onTextChange: (@MainActor (String) -> Void)?

    /// Creates an empty field taking at most `maxLength` characters.
    public init(maxLength: Int) {
        textField = TextField(placeholder: Self.placeholder, label: "Search users", maximumLength: maxLength)
        super.init()
        className = "search"
        addSubview(textField)
        textField.onChange = { [weak self] text in self?.onTextChange?(text) }
    }

    /// The field's text.
    public var text: String {
        get { textField.text }
        set { textField.text = newValue }
    }
}
