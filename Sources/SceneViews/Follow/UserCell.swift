import TerminalKit

/// A user row: the name and, unless the row is the viewer's own, a `follow` / `following` button.
///
/// Dumb on purpose, and undecided on purpose. A tap on the button does not say what it means — follow, unfollow,
/// or ask first — because that depends on the scene: the cell routes ``followTappedEvent`` up the responder chain
/// (seed 000's `routeEvent:userInfo:`) with itself as the sender, and whichever scene hosts it decides. If no scene
/// handles it, the tap is dropped.
@MainActor
open class UserCell: TableViewCell {
    /// The event a tap on the button routes.
    public static let followTappedEvent = "followTapped"

    private let nameLabel = Label()
    private let followButton = Button(title: "follow")

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let row = StackView(axis: .horizontal, spacing: 1)
        row.insets = EdgeInsets(left: 1, right: 1)
        row.addArrangedSubview(nameLabel, length: .flexible())
        row.addArrangedSubview(followButton, length: .fixed("[ following ]".displayWidth))
        row.fillsSuperview = true
        contentView.addSubview(row)
        followButton.onTap = { [weak self] in
            self?.routeEvent(name: UserCell.followTappedEvent)
        }
    }

    /// The name shown.
    public var name: String { nameLabel.text }
    /// The button's title, or `nil` when the row has no button.
    public var followButtonTitle: String? { followButton.isHidden ? nil : followButton.title }

    /// Shows a user's name and the button titled `followButtonTitle` (no button when `nil`).
    public func show(name: String, followButtonTitle: String?) {
        nameLabel.text = name
        showFollowButton(followButtonTitle)
    }

    /// Retitles the button (`follow` / `following`), or hides it (`nil`); the name is unchanged.
    public func showFollowButton(_ title: String?) {
        followButton.title = title ?? ""
        followButton.isHidden = title == nil
    }

    /// Clears the row, so a recycled cell never shows the row it showed before.
    open override func prepareForReuse() {
        super.prepareForReuse()
        show(name: "", followButtonTitle: nil)
    }
}
