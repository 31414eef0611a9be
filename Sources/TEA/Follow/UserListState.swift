import Model

/// A Follow scene's state (seed 000): the users as Model's ``Model/ListMachine`` holds them, the question on screen,
/// and the profile pushed. What a tap on a row's button means is Model's rule
/// (``Model/UserListKind/followTapOutcome(for:formatting:)``): `update` follows it — a follow at once (optimistic, rolled
/// back by the machine if refused), an unfollow at once in Discover, or `Unfollow NAME?` first in Following.
/// Discover's search text is the state's too (``search``): an edit that changes the query switches the list to the
/// users matching it, and the machine drops a late answer to an earlier keystroke.
public struct UserListState: SceneState {
    /// The question `Unfollow NAME?` about one user, while it shows.
    public struct UnfollowQuestion: Hashable, Sendable {
        /// Whom it asks about.
        public var userID: Int
        /// `Unfollow NAME?`.
        public var text: String
    }

    /// Following or Discover.
    public let kind: UserListKind
    /// The users, `Loading…` and the error.
    public var list: ListMachine<User>
    /// The question on screen, if any.
    public var unfollowQuestion: UnfollowQuestion?
    /// Discover's search field: the text as typed and the query the list shows.
    public private(set) var search = UserSearch()
    /// The user whose profile is pushed, if any.
    public var shownProfile: Int?
    private let formatting: FollowFormatting

    /// The state of the `kind` list as `viewerID` sees it, before its first load.
    public init(kind: UserListKind, viewerID: Int) {
        self.kind = kind
        list = ListMachine(source: kind.source(viewerID: viewerID))
        formatting = FollowFormatting(viewerID: viewerID)
    }

    /// The rows, as every architecture writes them.
    public var rows: [UserRow] { list.items.map { UserRow(user: $0, formatting: formatting) } }

    public mutating func update(_ message: UserListMessage) -> [ListEffect<User>] {
        switch message {
        case .viewDidLoad:
            return list.handle(.reloadAsked).commands
        case .searchTextChanged(let text):
            guard kind.hasSearch, let source = search.textChanged(to: text) else { return [] }
            return list.handle(.sourceSwitched(source)).commands
        case .followButtonTapped(let index):
            guard let user = list.item(at: index) else { return [] }
            switch kind.followTapOutcome(for: user, formatting: formatting) {
            case .follow: return list.ask(.setFollowing(true), at: index)
            case .unfollow: return list.ask(.setFollowing(false), at: index)
            case .ask(let question):
                unfollowQuestion = UnfollowQuestion(userID: user.id, text: question)
                return []
            }
        case .unfollowConfirmed:
            guard let question = unfollowQuestion else { return [] }
            unfollowQuestion = nil
            return list.handle(.actionAsked(.setFollowing(false), on: question.userID)).commands
        case .unfollowCancelled:
            unfollowQuestion = nil
            return []
        case .rowSelected(let index):
            guard let user = list.item(at: index) else { return [] }
            shownProfile = user.id
            return []
        case .profileClosed:
            shownProfile = nil
            return []
        case .list(let message):
            return list.update(message)
        }
    }
}
