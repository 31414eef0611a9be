import Model

/// What happens to the Profile scene: the view loaded, a segment picked, a pushed detail closed — and every
/// module's own messages, which the scene hands to the module (and reads, to decide where a selection leads).
public enum ProfileMessage: Equatable, Sendable {
    /// The view is ready: the modules fetch.
    case viewLoaded
    /// The user picked this module's segment.
    case moduleSelected(ProfileLayout.Module)
    /// A message of the UserInfo module.
    case userInfo(UserInfoState.Message)
    /// A message of the Blogs module.
    case blogs(BlogListState.Message)
    /// A message of a draft module.
    case draftList(ProfileLayout.Module, DraftListState.Message)
    /// A message of the pushed detail.
    case detail(ProfileDetailState.Message)
    /// The pushed detail was closed: the scene is on top again.
    case detailClosed
}
