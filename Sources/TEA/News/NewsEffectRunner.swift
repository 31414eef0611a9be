import Model

/// Performs the News scene's effects on Model's ``NewsFeedModel``, which reports every change back as a message.
@MainActor
public final class NewsEffectRunner: EffectRunner {
    public var send: @MainActor (NewsMessage) -> Void = { _ in }
    private let feed: NewsFeedModel

    /// Creates a runner over `feed`.
    public init(feed: NewsFeedModel) {
        self.feed = feed
        feed.list.reportChanges { [weak self] list in
            guard let self else { return }
            self.send(.feedChanged(list, mode: self.feed.mode))
        }
    }

    public func perform(_ effect: NewsEffect) {
        switch effect {
        case .reload: feed.reload()
        case .switchMode(let mode): feed.switchMode(to: mode)
        case .loadNextPage: feed.loadNextPage()
        case .retry: feed.retry()
        case .markRead(let id): feed.markRead(id: id)
        }
    }
}
