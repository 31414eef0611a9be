/// A request about one item of a ``PagedList`` whose answer the list applies to that item when it arrives: the
/// screen changes only once the server has confirmed (a News read).
public struct ItemRequest<Item: Sendable, Answer: Sendable>: Sendable {
    /// Sends the request for the item as it is when the request starts.
    public var send: @Sendable (Item) async throws(APIError) -> Answer
    /// Applies the answer to the item as it is when the answer arrives (it may have been reloaded meanwhile).
    public var apply: @Sendable (inout Item, Answer) -> Void

    /// Creates a request.
    public init(
        send: @escaping @Sendable (Item) async throws(APIError) -> Answer,
        apply: @escaping @Sendable (inout Item, Answer) -> Void
    ) {
        self.send = send
        self.apply = apply
    }
}
