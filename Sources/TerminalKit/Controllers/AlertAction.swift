/// A button of an ``AlertController``, with what it does — the toolkit's `UIAlertAction`.
@MainActor
public struct AlertAction {
    /// The kind of action: how it draws and whether esc triggers it.
    public enum Kind: Sendable {
        /// A normal action.
        case `default`
        /// Cancels: esc triggers it.
        case cancel
        /// Destroys something: drawn red.
        case destructive
    }

    /// The button title.
    public var title: String
    /// The kind.
    public var style: Kind
    /// Called after the alert is dismissed.
    public var handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action; keep `self` weak in `handler`.
    public init(title: String, style: Kind = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
