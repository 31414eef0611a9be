import Model

/// A pushed detail's state (a blog, the user, a draft): its content, loaded as a list of one by Model's
/// ``Model/ListMachine``.
public struct ProfileDetailState: Equatable, Sendable {
    /// The detail shown.
    public var detail: ProfileDetail { list.source }
    /// The content, `Loading…` and the error.
    public var list: ListMachine<DetailContent>

    /// The state of `detail`, before it loads.
    public init(detail: ProfileDetail) {
        list = ListMachine(source: detail)
    }

    /// The content, once loaded.
    public var loaded: DetailContent? { list.items.first }
}
