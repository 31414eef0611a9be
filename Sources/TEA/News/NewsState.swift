import Model

/// The News scene's state (seed 002): the feed's articles with `Loading…` and the error, and the load mode, as
/// Model's ``NewsFeedModel`` last reported them. One-way: a message asks the feed for an action (an effect), the
/// feed's answer comes back as a message, and the new state is what the view draws — no path sets `Loading…` by
/// hand.
public struct NewsState: SceneState {
    /// How the feed loads: `All` or `Paged`.
    public var mode: NewsLoadMode
    /// The articles, `Loading…` and the error.
    public var list = ListState<NewsItem>()
    /// How rows write dates and counts (it carries the time zone).
    public let formatting: NewsFormatting

    /// Creates the state of a feed that has not loaded yet, in `mode`.
    public init(mode: NewsLoadMode = .paged, formatting: NewsFormatting) {
        self.mode = mode
        self.formatting = formatting
    }

    /// The rows, as every architecture writes them.
    public var rows: [NewsRow] { list.items.map { NewsRow(item: $0, formatting: formatting) } }

    public mutating func update(_ message: NewsMessage) -> [NewsEffect] {
        switch message {
        case .viewLoaded, .pulledToRefresh:
            return [.reload]
        case .modeSelected(let index):
            guard NewsLoadMode.allCases.indices.contains(index) else { return [] }
            return [.switchMode(NewsLoadMode.allCases[index])]
        case .reachedEnd:
            return [.loadNextPage]
        case .retryButtonTapped:
            return [.retry]
        case .rowSelected(let id):
            return [.markRead(id)]
        case .feedChanged(let list, let mode):
            self.list = list
            self.mode = mode
            return []
        }
    }
}
