/// What a list's commands need from the server, as two functions: load a page of a source, send an action about an
/// item. Written once per kind of item (``counters(_:)``, ``blogs(_:)``, …) and used by whoever carries out a
/// ``ListMachine``'s commands: a ``ListCommandRunner``.
public struct ListService<Item: ListItem>: Sendable {
    /// Loads the items of a source from `offset` on: one page, or everything that is left.
    public var fetch: @Sendable (_ source: Item.Source, _ offset: Int) async throws(APIError) -> PageBatch<Item>
    /// Sends an action about an item and answers what the server said.
    public var perform: @Sendable (Item.Action, Item) async throws(APIError) -> Item.Action.Answer

    /// Creates a service from its two functions.
    public init(
        fetch: @escaping @Sendable (Item.Source, Int) async throws(APIError) -> PageBatch<Item>,
        perform: @escaping @Sendable (Item.Action, Item) async throws(APIError) -> Item.Action.Answer
    ) {
        self.fetch = fetch
        self.perform = perform
    }
}

extension ListService {
    /// A service for a list whose items are not acted on (voices, a detail): an action sent is refused.
    public init(loadingOnly fetch: @escaping @Sendable (Item.Source, Int) async throws(APIError) -> PageBatch<Item>) {
        self.init(
            fetch: fetch,
            perform: { _, _ throws(APIError) in throw .invalidRequest(reason: "this list takes no actions") })
    }
}
