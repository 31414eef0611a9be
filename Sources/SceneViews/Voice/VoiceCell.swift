import TerminalKit

/// A voice row: the sender, the length (`12s`) and the play state (`play`, `buffering`, `playing m/Ns`,
/// `paused`). Dumb on purpose: whoever configures it has already formatted the texts.
@MainActor
open class VoiceCell: TableViewCell {
    private let senderLabel = Label()
    private let durationLabel = Label(style: Style(dim: true))
    private let stateLabel = Label(style: Style(foreground: .cyan))

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let row = StackView(axis: .horizontal, spacing: 2)
        row.insets = EdgeInsets(left: 1, right: 1)
        row.addArrangedSubview(senderLabel, length: .flexible())
        row.addArrangedSubview(durationLabel, length: .fixed(4))
        row.addArrangedSubview(stateLabel, length: .fixed("playing 99/99s".displayWidth))
        row.fillsSuperview = true
        contentView.addSubview(row)
    }

    /// The sender shown.
    public var sender: String { senderLabel.text }
    /// The play state shown.
    public var stateText: String { stateLabel.text }

    /// Shows a whole row.
    public func show(sender: String, duration: String, state: String) {
        senderLabel.text = sender
        durationLabel.text = duration
        showState(state)
    }

    /// Shows a new play state; the rest of the row is unchanged.
    public func showState(_ state: String) {
        stateLabel.text = state
    }

    /// Clears the row, so a recycled cell never shows the row it showed before.
    open override func prepareForReuse() {
        super.prepareForReuse()
        show(sender: "", duration: "", state: "")
    }
}
