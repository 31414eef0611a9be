/// A modal box with a title, a message and action buttons — the toolkit's `UIAlertController` (alert style).
///
/// While shown it takes every key: enter on a button picks it, esc picks the cancel action (or just closes),
/// left/right/tab move between buttons. The alert dismisses itself, then calls the action's handler.
@MainActor
public final class AlertController: ViewController {
    /// The message under the title.
    public var message: String?
    /// The actions, in the order added (buttons left to right).
    public private(set) var actions: [AlertAction] = []
    private var buttons: [Button] = []

    /// Creates an alert; add actions, then ``ViewController/present(_:)`` it.
    public init(title: String?, message: String?) {
        self.message = message
        super.init()
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The box size: wide enough for the title, the message (wrapped at 56 columns) and the buttons.
    public override var preferredContentSize: Size? {
        get {
            let buttonsWidth = actions.map { $0.title.displayWidth + 4 }.reduce(0, +) + 2 * max(0, actions.count - 1)
            let textWidth = max(title?.displayWidth ?? 0, message?.displayWidth ?? 0)
            let width = min(60, max(24, textWidth + 4, buttonsWidth + 4))
            let messageLines = message.map { TextLayout.lines(for: $0, width: width - 4).count } ?? 0
            return Size(width: width, height: 4 + (title == nil ? 0 : 1) + messageLines)
        }
        set {}
    }

    /// The cancel button if there is one, else the first.
    public override var preferredFocusedView: View? {
        let index = actions.firstIndex { $0.style == .cancel } ?? 0
        return buttons.indices.contains(index) ? buttons[index] : nil
    }

    /// Builds the box.
    public override func loadView() {
        let box = AlertView(title: title, message: message)
        buttons = actions.enumerated().map { index, action in
            let button = Button(
                title: action.title, style: Style(foreground: action.style == .destructive ? .red : .default))
            button.onTap = { [weak self] in self?.pick(index) }
            return button
        }
        box.buttons = buttons
        view = box
    }

    /// Dismisses the alert, then runs the action's handler.
    func pick(_ index: Int) {
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        dismiss()
        action.handler?(action)
    }

    /// Esc cancels; focus keys move between buttons; every other key stops here (the alert is modal).
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .escape:
            if let cancel = actions.firstIndex(where: { $0.style == .cancel }) {
                pick(cancel)
            } else {
                dismiss()
            }
        case .tab, .right: view.window?.application?.moveFocus(forward: true)
        case .backTab, .left: view.window?.application?.moveFocus(forward: false)
        case .control("c"): return false
        default: break
        }
        return true
    }
}
