import TerminalKit

/// The UserInfo module's view: an avatar placeholder, the name, `friends N`, and a `details` button (selecting the
/// header), with the module's own status line for its loading and errors.
@MainActor
public final class UserInfoHeaderView: StackView {
    /// The module's `Loading…`, or its error with `Retry`.
    public let status = LoadStatusView()
    /// Called when the user selects the header (taps `details`): the logic hears `headerSelected()`.
    public var onHeaderSelected: (@MainActor () -> Void)?
    private let avatarView = ImageView()
    private let nameLabel = Label(style: Style(bold: true))
    private let friendsLabel = Label(style: Style(foreground: .cyan))
    private let detailsButton = Button(title: "details")

    /// Creates an empty header.
    public init() {
        super.init(axis: .vertical)
        let line = StackView(axis: .horizontal, spacing: 2)
        line.insets = EdgeInsets(left: 1, right: 1)
        line.addArrangedSubview(avatarView, length: .fixed(16))
        line.addArrangedSubview(nameLabel, length: .flexible())
        line.addArrangedSubview(friendsLabel)
        line.addArrangedSubview(detailsButton)
        line.show(avatarView, atWidths: 60..<Int.max)
        addArrangedSubview(line, length: .fixed(1))
        addArrangedSubview(status, length: .fixed(1))
        detailsButton.onTap = { [weak self] in self?.onHeaderSelected?() }
        detailsButton.isHidden = true
    }

    /// Shows a user: the name, `friends N`, the avatar's address; `details` appears with them.
    public func show(name: String, friends: String, avatarURL: String) {
        nameLabel.text = name
        friendsLabel.text = friends
        avatarView.url = avatarURL
        detailsButton.isHidden = false
        setNeedsLayout()
    }
}
