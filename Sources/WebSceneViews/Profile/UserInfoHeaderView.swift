import BrowserKit

/// Profile's header (the UserInfo module): the avatar placeholder, the name, `friends N` and a `details` button, over
/// the module's status line.
@MainActor
public final class UserInfoHeaderView: View {
    /// `Loading…`, or the header's own error with `Retry`.
    public let status = LoadStatusView()
    /// Called when the user selects the header (its `details` button).
    public var onHeaderSelected: (@MainActor () -> Void)?
    private var name = ""
    private var friends = ""
    private var avatarURL = ""
    private var isLoaded = false

    /// Creates an empty header.
    public override init() {
        super.init()
        className = "header user-info"
        addSubview(status)
    }

    /// Shows the user.
    public func show(name: String, friends: String, avatarURL: String) {
        self.name = name
        self.friends = friends
        self.avatarURL = avatarURL
        isLoaded = true
        setNeedsRender()
    }

    public override func render() -> Element {
        Element.box(
            className: className,
            [
                Element.box(
                    className: "line",
                    [
                        Element.text("avatar", className: "avatar").with("data-src", avatarURL).hidden(
                            avatarURL.isEmpty),
                        Element.text(name, className: "name"),
                        Element.text(friends, className: "friends"),
                        Element.button("details", className: "details") { [weak self] in self?.onHeaderSelected?() }
                            .hidden(!isLoaded),
                    ]),
                status.render(),
            ])
    }
}
