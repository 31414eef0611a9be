/// What one load of a ``PagedList`` brought: the items, and whether the list goes on after them.
public struct PageBatch<Item: Sendable>: Sendable {
    /// The items, in list order.
    public var items: [Item]
    /// Whether there are items after these.
    public var hasMore: Bool
    /// Why the load stopped before the end of the list, if it did (``APIError/tooManyItems(limit:)``): the list
    /// shows these items and this as its failure, which `Retry` cannot cure.
    public var stoppedEarly: APIError?

    /// Creates a batch.
    public init(items: [Item], hasMore: Bool, stoppedEarly: APIError? = nil) {
        self.items = items
        self.hasMore = hasMore
        self.stoppedEarly = stoppedEarly
    }
}

extension PageBatch where Item: Codable {
    /// The batch a server ``Page`` holds.
    public init(_ page: Page<Item>) {
        self.init(items: page.items, hasMore: page.hasMore)
    }
}

extension PageBatch: Equatable where Item: Equatable {}
