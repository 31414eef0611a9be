import Model

/// Performs the Profile scene's effects: each module's list effects against its service, the answers sent back
/// addressed to the module. Only I/O; the state decides.
@MainActor
public final class ProfileEffectRunner: EffectRunner {
    public var send: @MainActor (ProfileMessage) -> Void = { _ in }
    private let userInfo: ListEffectRunner<User, ProfileMessage>
    private let blogs: ListEffectRunner<Blog, ProfileMessage>
    private let draftLists: [ProfileLayout.Module: ListEffectRunner<Draft, ProfileMessage>]
    private let details: ListService<DetailContent>
    private var detail: (shown: ProfileDetail, runner: ListEffectRunner<DetailContent, ProfileMessage>)?

    /// Creates the runner of the profile `layout` describes (the state's layout).
    public init(layout: ProfileLayout, services: ProfileServices, formatting: ProfileFormatting) {
        userInfo = ListEffectRunner(service: .users(services.users), wrap: ProfileMessage.userInfo)
        blogs = ListEffectRunner(service: .blogs(services.blogs)) { .blogs(.list($0)) }
        var draftLists: [ProfileLayout.Module: ListEffectRunner<Draft, ProfileMessage>] = [:]
        for module in layout.modules where module.draftKind != nil {
            draftLists[module] = ListEffectRunner(service: .drafts(services.drafts)) { .draftList(module, .list($0)) }
        }
        self.draftLists = draftLists
        details = layout.detailLoader(services: services, formatting: formatting).service
        userInfo.send = { [weak self] in self?.send($0) }
        blogs.send = { [weak self] in self?.send($0) }
        for runner in draftLists.values { runner.send = { [weak self] in self?.send($0) } }
    }

    public func perform(_ effect: ProfileEffect) {
        switch effect {
        case .userInfo(let effect): userInfo.perform(effect)
        case .blogs(let effect): blogs.perform(effect)
        case .draftList(let module, let effect): draftLists[module]?.perform(effect)
        case .detail(let shown, let effect): detailRunner(for: shown).perform(effect)
        }
    }

    /// The runner of the detail shown; a new detail gets a new one, and the last one's work is dropped with it.
    private func detailRunner(for shown: ProfileDetail) -> ListEffectRunner<DetailContent, ProfileMessage> {
        if let detail, detail.shown == shown { return detail.runner }
        let runner = ListEffectRunner(service: details) { ProfileMessage.detail(shown, $0) }
        runner.send = { [weak self] in self?.send($0) }
        detail = (shown, runner)
        return runner
    }
}
