import Model

extension ServiceContainer {
    /// All live services over one client, sharing its token and its ``NetworkActivity``.
    public static func live(client: APIClient) -> ServiceContainer {
        ServiceContainer(
            auth: LiveAuthService(client: client), users: LiveUserService(client: client),
            follows: LiveFollowService(client: client), blogs: LiveBlogService(client: client),
            drafts: LiveDraftService(client: client), news: LiveNewsService(client: client),
            counters: LiveCounterService(client: client), voices: LiveVoiceService(client: client))
    }
}
