import BrowserKit

/// A voice row: the sender, the length (`12s`) and the play state (`play`, `buffering`, `playing m/Ns`,
/// `paused`). Dumb on purpose: whoever configures it has already formatted the texts.
@MainActor
open class VoiceCell: TableViewCell {
    /// The sender shown.
    public private(set) var sender = ""
    /// The length shown.
    public private(set) var duration = ""
    /// The play state shown.
    public private(set) var stateText = ""

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows a whole row.
    public func show(sender: String, duration: String, state: String) {
        self.sender = sender
        self.duration = duration
        showState(state)
        setNeedsRender()
    }

    /// Shows a new play state; the rest of the row is unchanged.
    public func showState(_ state: String) {
        guard state != stateText else { return }
        stateText = state
        setNeedsRender()
    }

    open override func render() -> Element {
        Element.box(
            className: "row voice",
            [
                Element.text(sender, className: "name"),
                Element.text(duration, className: "duration"),
                Element.text(stateText, className: "state"),
            ])
    }
}
