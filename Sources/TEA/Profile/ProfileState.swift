import Model

/// The Profile scene's state (seeds 000, 001), composed of its modules' states — UserInfo, Blogs and, on the
/// owner's profile, one draft list per draft module (Drafts, Trash) — plus what the scene itself decides: the HUD
/// during the blogs' first load, and the detail pushed over it. Model's ``Model/ProfileLayout`` says which
/// modules there are; the scene only tells them when to fetch and decides where a selection leads.
public struct ProfileState: SceneState {
    /// Who looks at whose profile: the modules, the HUD, the blogs' author line.
    public let layout: ProfileLayout
    /// The header module.
    public var userInfo: UserInfoState
    /// The Blogs module.
    public var blogs: BlogListState
    /// The draft modules, by their segment (the owner's profile only).
    public var draftLists: [ProfileLayout.Module: DraftListState]
    /// Whether the HUD covers the scene.
    public var showsHUD = false
    /// The detail pushed over the scene, while it is.
    public var detail: ProfileDetailState?

    /// Creates the state of `userID`'s profile as `viewerID` sees it, before anything loads.
    public init(userID: Int, viewerID: Int, formatting: ProfileFormatting) {
        layout = ProfileLayout(userID: userID, viewerID: viewerID)
        userInfo = UserInfoState(formatting: formatting)
        blogs = BlogListState(formatting: layout.blogFormatting)
        var draftLists: [ProfileLayout.Module: DraftListState] = [:]
        for module in layout.modules {
            if let kind = module.draftKind { draftLists[module] = DraftListState(kind: kind, formatting: formatting) }
        }
        self.draftLists = draftLists
    }

    public mutating func update(_ message: ProfileMessage) -> [ProfileEffect] {
        switch message {
        case .viewLoaded:
            showsHUD = layout.showsHUDUntilBlogsLoad
            return userInfo.update(.fetch).map(ProfileEffect.userInfo) + blogs.update(.fetch).map(ProfileEffect.blogs)
        case .moduleSelected(let module):
            return update(.draftList(module, .fetch))
        case .userInfo(.detailsTapped):
            guard let user = userInfo.user else { return [] }
            return show(.user(id: user.id))
        case .userInfo(let message):
            return userInfo.update(message).map(ProfileEffect.userInfo)
        case .blogs(.rowSelected(let id)):
            return show(.blog(id: id))
        case .blogs(let message):
            if case .listChanged(let list) = message, !list.status.isLoading { showsHUD = false }
            return blogs.update(message).map(ProfileEffect.blogs)
        case .draftList(_, .rowSelected(let id)):
            return show(.draft(id: id))
        case .draftList(let module, let message):
            guard var list = draftLists[module] else { return [] }
            defer { draftLists[module] = list }
            return list.update(message).map { ProfileEffect.draftList(module, $0) }
        case .detail(let message):
            return detail?.update(message).map(ProfileEffect.detail) ?? []
        case .detailClosed:
            detail = nil
            return []
        }
    }

    private mutating func show(_ shown: ProfileDetail) -> [ProfileEffect] {
        detail = ProfileDetailState(detail: shown)
        return [.detail(.load(shown))]
    }
}
