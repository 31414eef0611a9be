import Model

/// The Profile scene's effects: each module's list effects, addressed to the module.
public enum ProfileEffect: Equatable, Sendable {
    /// For the UserInfo module.
    case userInfo(ListEffect<User>)
    /// For the Blogs module.
    case blogs(ListEffect<Blog>)
    /// For the Drafts or the Trash module.
    case draftList(ProfileLayout.Module, ListEffect<Draft>)
    /// For the detail pushed.
    case detail(ProfileDetail, ListEffect<DetailContent>)
}
