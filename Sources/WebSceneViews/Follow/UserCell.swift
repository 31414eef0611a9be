import BrowserKit

/// A user row: the name and a `follow` / `following` button (none on the viewer's own row).
///
/// The cell does not decide what its button means: it routes ``followTappedEvent`` up the responder chain (seed
/// 000's `routeEvent:userInfo:`) with itself as the sender, and whichever scene hosts it decides. If no scene
/// handles it, it is dropped.
@MainActor
open class UserCell: TableViewCell {
    /// The routed event's name.
    public static let followTappedEvent = "followTapped"
    /// The name shown.
    public private(set) var name = ""
    /// The button's title, or `nil` when the row has none.
    public private(set) var followButtonTitle: String?

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows a whole row.
    public func show(name: String, followButtonTitle: String?) {
        self.name = name
        showFollowButton(followButtonTitle)
        setNeedsRender()
    }

    /// Shows the button titled `title`, or hides it.
    public func showFollowButton(_ title: String?) {
        guard title != followButtonTitle else { return }
        followButtonTitle = title
        setNeedsRender()
    }

    open override func render() -> Element {
        Element.box(
            className: "row user",
            [
                Element.text(name, className: "name"),
                Element.button(followButtonTitle ?? "follow", className: "follow") { [weak self] in
                    self?.routeEvent(name: UserCell.followTappedEvent)
                }.hidden(followButtonTitle == nil),
            ])
    }
}
