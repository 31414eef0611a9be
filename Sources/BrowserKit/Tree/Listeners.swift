/// What an element does when the user acts on it: a click (a tap, enter on a focused button) or a change of an
/// input's text. The page's script sends the event back with the element's id and the toolkit calls the closure.
@MainActor
public struct Listeners {
    /// Called when the element is clicked.
    public var click: (@MainActor () -> Void)?
    /// Called with the input's new text each time the user changes it.
    public var input: (@MainActor (String) -> Void)?

    /// Creates listeners; none by default.
    public init(click: (@MainActor () -> Void)? = nil, input: (@MainActor (String) -> Void)? = nil) {
        self.click = click
        self.input = input
    }
}
