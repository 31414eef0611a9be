/// A question with buttons, shown over a screen (`Unfollow NAME?` with `Cancel` / `Unfollow`): each button calls
/// its handler and takes the alert down.
@MainActor
public final class AlertController: ViewController {
    /// One button of an alert.
    public struct Action {
        /// The button's title.
        public var title: String
        /// Called when it is pressed, after the alert is taken down.
        public var handler: (@MainActor () -> Void)?

        /// Creates an action.
        public init(title: String, handler: (@MainActor () -> Void)? = nil) {
            self.title = title
            self.handler = handler
        }
    }

    /// The question.
    public let message: String
    /// The buttons, in order.
    public private(set) var actions: [Action] = []

    /// Creates an alert asking `message`.
    public init(message: String) {
        self.message = message
        super.init()
    }

    /// Adds a button.
    public func addAction(_ action: Action) {
        actions.append(action)
        loadedView?.setNeedsRender()
    }

    /// Presses the button titled `title` as the user would.
    public func press(_ title: String) {
        guard let action = actions.first(where: { $0.title == title }) else { return }
        dismiss()
        action.handler?()
    }

    /// Escape cancels: it presses the first button.
    public override func handleKey(_ key: String) -> Bool {
        guard key == "Escape", let first = actions.first else { return false }
        press(first.title)
        return true
    }

    public override func loadView() {
        view = AlertView(owner: self)
    }
}

/// An alert's dialog box.
@MainActor
private final class AlertView: View {
    private weak var owner: AlertController?

    init(owner: AlertController) {
        self.owner = owner
        super.init()
    }

    override func render() -> Element {
        guard let owner else { return Element("div") }
        let buttons = owner.actions.map { action in
            Element.button(action.title, className: "alert-action") { [weak owner] in owner?.press(action.title) }
        }
        return Element.box(
            className: "alert", attributes: ["role": "alertdialog", "aria-label": owner.message],
            [Element.text(owner.message, tag: "p"), Element.box(className: "alert-actions", buttons)])
    }
}
