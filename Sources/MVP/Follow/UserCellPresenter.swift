import Model

/// One user row's presenter (seed 000's `UserCellPresenter`): the row's texts, ready to show, the follow and unfollow
/// commands, and the cell it calls back when the follow state changes.
///
/// It does not decide what a tap on the button means — the scene's ``UserListPresenter`` does — and it does not
/// keep the optimistic state itself: the scene's list shows each change at once and rolls it back on failure, and
/// the new state reaches the cell through ``UserCellView/showFollowButton(_:)``.
@MainActor
public final class UserCellPresenter {
    /// The cell showing this row, if one is.
    public private(set) weak var view: (any UserCellView)?

    /// The user's id.
    public var userID: Int { user.id }
    /// The name shown.
    public var name: String { UserRow(user: user, formatting: formatting).name }
    /// Whether the viewer follows the user, as the row shows it now.
    public var isFollowing: Bool { user.isFollowing == true }
    /// The button's title, `follow` or `following`; `nil` on the viewer's own row, which has no button.
    public var followButtonTitle: String? { UserRow(user: user, formatting: formatting).button }

    private(set) var user: User
    private let formatting: FollowFormatting
    private let setFollowing: @MainActor (Bool) -> Void

    init(user: User, formatting: FollowFormatting, setFollowing: @escaping @MainActor (Bool) -> Void) {
        self.user = user
        self.formatting = formatting
        self.setFollowing = setFollowing
    }

    /// Makes `view` show this row (the cell now holds this presenter) and receive its later updates.
    public func attach(view: any UserCellView) {
        view.presenter = self
        self.view = view
        view.show(name: name, followButtonTitle: followButtonTitle)
    }

    /// Follows the user: the cell shows `following` at once, and `follow` again if the server refuses.
    public func follow() { setFollowing(true) }

    /// Unfollows the user: the cell shows `follow` at once, and `following` again if the server refuses.
    public func unfollow() { setFollowing(false) }

    /// The user changed in the list (a follow shown, confirmed or rolled back): the cell, if it still shows this
    /// row, retitles its button.
    func userChanged(to user: User) {
        self.user = user
        if let view, view.presenter === self {
            view.showFollowButton(followButtonTitle)
        }
    }
}
