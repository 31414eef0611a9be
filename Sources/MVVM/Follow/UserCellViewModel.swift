import Model
import Observation

/// One user row's view model (seed 000's `UserCellViewModel`): the name, and `isFollowing`, which a cell binds to
/// and which changes alone when the viewer follows or unfollows this user — at once, and back if the server refuses.
@Observable
@MainActor
public final class UserCellViewModel: Identifiable {
    /// The user's id.
    public let id: Int
    /// The name shown.
    public let name: String
    /// Whether this is the viewer's own row, which has no button.
    public let isViewer: Bool
    /// Whether the viewer follows the user, as the row shows it now.
    public private(set) var isFollowing: Bool

    /// The button's title, `follow` or `following`; `nil` on the viewer's own row.
    public var followButtonTitle: String? {
        isViewer ? nil : FollowFormatting.followButtonTitle(isFollowing: isFollowing)
    }

    init(user: User, formatting: FollowFormatting) {
        id = user.id
        name = formatting.name(of: user)
        isViewer = user.id == formatting.viewerID
        isFollowing = user.isFollowing == true
    }

    /// The user changed in the list (a follow shown, confirmed or rolled back): a view bound to ``isFollowing``
    /// follows.
    func userChanged(to user: User) {
        let isFollowing = user.isFollowing == true
        if isFollowing != self.isFollowing { self.isFollowing = isFollowing }
    }
}
