import Model

/// The work the Profile scene asks for: its modules' effects, each tagged with its module.
public enum ProfileEffect: Hashable, Sendable {
    /// An effect of the UserInfo module.
    case userInfo(UserInfoState.Effect)
    /// An effect of the Blogs module.
    case blogs(BlogListState.Effect)
    /// An effect of a draft module.
    case draftList(ProfileLayout.Module, DraftListState.Effect)
    /// An effect of the pushed detail.
    case detail(ProfileDetailState.Effect)
}
