import Model

/// What happens to the Profile scene: what the user did, and the server's answers, each addressed to the module it is
/// about.
public enum ProfileMessage: Equatable, Sendable {
    /// The view is ready.
    case viewDidLoad
    /// The user picked the module at this index of the layout's modules (`Blogs | Drafts | Trash`).
    case segmentSelected(at: Int)
    /// The user selected the header: the user's details open.
    case headerSelected
    /// A gesture on, or an answer for, the UserInfo module.
    case userInfo(ListMessage<User>)
    /// A message of the Blogs module.
    case blogs(BlogListState.Message)
    /// A message of the Drafts or the Trash module.
    case draftList(ProfileLayout.Module, DraftListState.Message)
    /// A gesture on, or an answer for, the detail pushed.
    case detail(ProfileDetail, ListMessage<DetailContent>)
    /// The detail pushed was closed.
    case detailClosed
}
