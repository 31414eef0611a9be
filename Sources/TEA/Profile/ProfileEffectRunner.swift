import Model

/// Performs the Profile scene's effects by handing each to its module's runner, and tags each module's messages
/// with the module on their way back.
@MainActor
public final class ProfileEffectRunner: EffectRunner {
    public var send: @MainActor (ProfileMessage) -> Void = { _ in }
    private let userInfo: UserInfoEffectRunner
    private let blogs: BlogListEffectRunner
    private let draftLists: [ProfileLayout.Module: DraftListEffectRunner]
    private let detail: ProfileDetailEffectRunner

    /// Creates the runners of `userID`'s profile as `viewerID` sees it.
    public init(userID: Int, viewerID: Int, services: ProfileServices, formatting: ProfileFormatting) {
        let layout = ProfileLayout(userID: userID, viewerID: viewerID)
        userInfo = UserInfoEffectRunner(userID: userID, service: services.users)
        blogs = BlogListEffectRunner(userID: userID, service: services.blogs)
        var draftLists: [ProfileLayout.Module: DraftListEffectRunner] = [:]
        for module in layout.modules {
            guard let kind = module.draftKind else { continue }
            draftLists[module] = DraftListEffectRunner(kind: kind, ownerID: userID, service: services.drafts)
        }
        self.draftLists = draftLists
        detail = ProfileDetailEffectRunner(
            loader: layout.detailLoader(services: services, formatting: formatting))
        userInfo.send = { [weak self] in self?.send(.userInfo($0)) }
        blogs.send = { [weak self] in self?.send(.blogs($0)) }
        for (module, runner) in draftLists {
            runner.send = { [weak self] in self?.send(.draftList(module, $0)) }
        }
        detail.send = { [weak self] in self?.send(.detail($0)) }
    }

    public func perform(_ effect: ProfileEffect) {
        switch effect {
        case .userInfo(let effect): userInfo.perform(effect)
        case .blogs(let effect): blogs.perform(effect)
        case .draftList(let module, let effect): draftLists[module]?.perform(effect)
        case .detail(let effect): detail.perform(effect)
        }
    }
}
