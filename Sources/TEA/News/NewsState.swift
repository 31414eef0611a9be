import Model

/// The News scene's state (seed 002): the feed as Model's ``Model/ListMachine`` holds it, with its load mode as the
/// list's source. One-way: a message changes the state, `update` answers what to fetch or send, the answer comes back
/// as a message carrying its data — and `Loading…` is whatever the state says is in flight; no path sets it by hand.
public struct NewsState: SceneState {
    /// The articles, `Loading…`, the error, and where they load from (the mode).
    public var list: ListMachine<NewsItem>
    /// How rows write dates and counts (it carries the time zone).
    public let formatting: NewsFormatting

    /// Creates the state of a feed that has not loaded yet, in `mode`.
    public init(mode: NewsLoadMode = .paged, formatting: NewsFormatting) {
        list = ListMachine(source: NewsSource(mode: mode))
        self.formatting = formatting
    }

    /// How the feed loads now: `All` or `Paged`.
    public var mode: NewsLoadMode { list.source.mode }

    /// The rows, as every architecture writes them.
    public var rows: [NewsRow] { list.items.map { NewsRow(item: $0, formatting: formatting) } }

    public mutating func update(_ message: NewsMessage) -> [ListEffect<NewsItem>] {
        switch message {
        case .viewDidLoad:
            return list.handle(.reloadAsked).commands
        case .loadModeSelected(let index):
            guard let mode = NewsLoadMode.selected(at: index), mode != self.mode else { return [] }
            return list.handle(.sourceSwitched(NewsSource(channel: list.source.channel, mode: mode))).commands
        case .rowSelected(let index):
            return list.ask(.markRead, at: index)
        case .list(let message):
            return list.update(message)
        }
    }
}
