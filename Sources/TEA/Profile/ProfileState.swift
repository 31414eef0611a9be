import Model

/// The Profile scene's state (seeds 000 and 001): the modules the layout chooses, each a state of its own, the HUD,
/// and the detail pushed. `update` sends each module its messages and decides what only the scene decides: which
/// modules load when (``Model/ProfileLayout/reloadsWhenShown(_:)``), the HUD during the blogs' first load, and
/// where a selection leads.
public struct ProfileState: SceneState {
    /// Owner or visitor: the modules, their order and the rules.
    public let layout: ProfileLayout
    /// The header.
    public var userInfo: UserInfoState
    /// The Blogs module.
    public var blogs: BlogListState
    /// The Drafts and Trash modules, on the owner's profile.
    public var draftLists: [ProfileLayout.Module: DraftListState]
    /// Whether `Loading…` shows as a HUD over the scene.
    public var showsHUD = false
    /// The detail pushed, if any.
    public var detail: ProfileDetailState?

    /// The profile `layout` describes (whose, and who looks), before anything loads.
    public init(layout: ProfileLayout, formatting: ProfileFormatting) {
        self.layout = layout
        let userID = layout.userID
        userInfo = UserInfoState(userID: userID, formatting: formatting)
        blogs = BlogListState(userID: userID, formatting: layout.blogFormatting)
        var draftLists: [ProfileLayout.Module: DraftListState] = [:]
        for module in layout.modules {
            guard let kind = module.draftKind else { continue }
            draftLists[module] = DraftListState(kind: kind, ownerID: userID, formatting: formatting)
        }
        self.draftLists = draftLists
    }

    public mutating func update(_ message: ProfileMessage) -> [ProfileEffect] {
        switch message {
        case .viewDidLoad:
            showsHUD = layout.showsHUDUntilBlogsLoad
            return userInfo.list.handle(.reloadAsked).commands.map(ProfileEffect.userInfo)
                + blogs.list.handle(.reloadAsked).commands.map(ProfileEffect.blogs)
        case .segmentSelected(let index):
            guard let module = layout.moduleToReload(whenSegmentSelectedAt: index), var list = draftLists[module] else {
                return []
            }
            defer { draftLists[module] = list }
            return list.list.handle(.reloadAsked).commands.map { .draftList(module, $0) }
        case .headerSelected:
            guard let user = userInfo.user else { return [] }
            return show(.user(id: user.id))
        case .userInfo(let message):
            return userInfo.list.update(message).map(ProfileEffect.userInfo)
        case .blogs(.rowSelected(let index)):
            guard let blog = blogs.list.item(at: index) else { return [] }
            return show(.blog(id: blog.id))
        case .blogs(let message):
            let effects = blogs.update(message).map(ProfileEffect.blogs)
            if !blogs.list.isLoading { showsHUD = false }
            return effects
        case .draftList(let module, .rowSelected(let index)):
            guard let draft = draftLists[module]?.list.item(at: index) else { return [] }
            return show(.draft(id: draft.id))
        case .draftList(let module, let message):
            guard var list = draftLists[module] else { return [] }
            defer { draftLists[module] = list }
            return list.update(message).map { .draftList(module, $0) }
        case .detail(let shown, let message):
            // An answer for a detail closed since is dropped.
            guard detail?.detail == shown else { return [] }
            return detail?.list.update(message).map { .detail(shown, $0) } ?? []
        case .detailClosed:
            detail = nil
            return []
        }
    }

    private mutating func show(_ shown: ProfileDetail) -> [ProfileEffect] {
        var state = ProfileDetailState(detail: shown)
        let effects = state.list.handle(.reloadAsked).commands.map { ProfileEffect.detail(shown, $0) }
        detail = state
        return effects
    }
}
