import TerminalKit

/// A detail screen pushed from a profile (`BlogDetail`, `UserDetail`, `DraftDetail`): its status line (in the same
/// columns as every scene's), a bold heading and the lines under it, wrapped to the width.
@MainActor
public final class DetailContentView: StackView {
    /// `Loading…`, or the error with `Retry`.
    public let status = LoadStatusView()
    private let headingLabel = Label(style: Style(bold: true))
    private let bodyLabel = Label()

    /// Creates an empty detail.
    public init() {
        super.init(axis: .vertical)
        bodyLabel.numberOfLines = 0
        let content = StackView(axis: .vertical)
        content.insets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        content.addArrangedSubview(headingLabel, length: .fixed(1))
        content.addArrangedSubview(bodyLabel, length: .flexible())
        addArrangedSubview(status, length: .fixed(1))
        addArrangedSubview(content, length: .flexible())
    }

    /// Shows the heading and the lines under it.
    public func show(heading: String, lines: [String]) {
        headingLabel.text = heading
        bodyLabel.text = lines.joined(separator: "\n")
    }
}
