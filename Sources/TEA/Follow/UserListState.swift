import Model

/// The state of the Following and Discover scenes (seed 000): the users with `Loading…` and the error, the unfollow
/// question while it waits for an answer, and the profile pushed over the list — navigation and alerts are state,
/// which the terminal layer shows.
///
/// What a tap on a row's button means is Model's rule (``Model/UserListKind/followTapOutcome(for:formatting:)``):
/// a follow at once; an unfollow at once in Discover, after the question in Following.
public struct UserListState: SceneState {
    /// The unfollow question on screen: whom it is about, and its text (`Unfollow NAME?`).
    public struct UnfollowQuestion: Hashable, Sendable {
        /// The user to unfollow if the answer is `Unfollow`.
        public var userID: Int
        /// The question.
        public var text: String
    }

    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind
    /// The users, `Loading…` and the error.
    public var list = ListState<User>()
    /// The question asked before an unfollow, while it waits for an answer.
    public var unfollowQuestion: UnfollowQuestion?
    /// The user whose profile is pushed over the list, while it is.
    public var shownProfile: Int?
    private let formatting: FollowFormatting

    /// Creates the state of the `kind` list as `viewerID` sees it, before it loads.
    public init(kind: UserListKind, viewerID: Int) {
        self.kind = kind
        formatting = FollowFormatting(viewerID: viewerID)
    }

    /// The rows: each user's name and button (none on the viewer's own row).
    public var rows: [UserRow] {
        list.items.map { user in
            UserRow(user: user, formatting: formatting)
        }
    }

    public mutating func update(_ message: UserListMessage) -> [UserListEffect] {
        switch message {
        case .viewLoaded, .pulledToRefresh:
            return [.load]
        case .retryButtonTapped:
            return [.retry]
        case .followButtonTapped(let id):
            guard let user = list.items.first(where: { $0.id == id }) else { return [] }
            switch kind.followTapOutcome(for: user, formatting: formatting) {
            case .follow: return [.setFollowing(true, userID: id)]
            case .unfollow: return [.setFollowing(false, userID: id)]
            case .ask(let question):
                unfollowQuestion = UnfollowQuestion(userID: id, text: question)
                return []
            }
        case .unfollowConfirmed:
            guard let question = unfollowQuestion else { return [] }
            unfollowQuestion = nil
            return [.setFollowing(false, userID: question.userID)]
        case .unfollowCancelled:
            unfollowQuestion = nil
            return []
        case .rowSelected(let id):
            shownProfile = id
            return []
        case .profileClosed:
            shownProfile = nil
            return []
        case .listChanged(let list):
            self.list = list
            return []
        }
    }
}
