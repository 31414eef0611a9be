import Foundation

/// One page of a paged list: `{"items":[…],"offset":O,"limit":L,"total":T}`.
public struct Page<Item: Codable & Sendable>: Codable, Sendable {
    /// The items on this page, at most `limit` of them.
    public var items: [Item]
    /// The index of the first item in the whole list.
    public var offset: Int
    /// The page size that was asked for (at most ``Page/maxLimit``).
    public var limit: Int
    /// How many items the whole list holds.
    public var total: Int

    /// The largest `limit` a request may ask for.
    public static var maxLimit: Int { 100 }

    /// Creates a page.
    public init(items: [Item], offset: Int, limit: Int, total: Int) {
        self.items = items
        self.offset = offset
        self.limit = limit
        self.total = total
    }

    /// Whether items remain after this page. Any numbers a server sends are safe here: an `offset` near `Int.max`
    /// means nothing follows.
    public var hasMore: Bool { nextOffset < total }

    /// The offset of the next page, held at `Int.max` when the server's `offset` is that close to it.
    public var nextOffset: Int { offset.saturatingAdding(items.count) }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
