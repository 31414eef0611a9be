extension PagedList {
    /// A list of exactly one item — a profile header, a detail screen — so that it loads, shows `Loading…`, fails
    /// and retries exactly as every list does.
    public convenience init(loading load: @escaping @Sendable () async throws(APIError) -> Item) {
        self.init(fetch: { _ throws(APIError) in PageBatch(items: [try await load()], hasMore: false) })
    }

    /// The one item, once loaded.
    public var item: Item? { items.first }
}
