/// A change to one item of a ``PagedList`` that shows at once and is saved after: `+` on a counter, a like, a
/// follow. If the save fails, the list puts back what the server last confirmed.
public struct OptimisticEdit<Item: Sendable, Answer: Sendable>: Sendable {
    /// Makes the change on screen; leaving the item as it was means there is nothing to save.
    public var change: @Sendable (inout Item) -> Void
    /// Saves the changed item.
    public var save: @Sendable (Item) async throws(APIError) -> Answer
    /// Applies the server's answer to the item as the server last confirmed it.
    public var confirm: @Sendable (inout Item, Answer) -> Void

    /// Creates an edit.
    public init(
        change: @escaping @Sendable (inout Item) -> Void,
        save: @escaping @Sendable (Item) async throws(APIError) -> Answer,
        confirm: @escaping @Sendable (inout Item, Answer) -> Void
    ) {
        self.change = change
        self.save = save
        self.confirm = confirm
    }
}
