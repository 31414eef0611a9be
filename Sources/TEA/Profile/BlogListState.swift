import Model

/// The Blogs module's state (seed 000's self-managed module): the blogs as Model's ``Model/ListMachine`` holds them,
/// written as the scene's formatting says (`Author: NAME (you)` on the owner's profile).
public struct BlogListState: SceneState {
    /// What happens to the module.
    public enum Message: Equatable, Sendable {
        /// The user tapped `like` / `liked` on row `at`.
        case likeButtonTapped(at: Int)
        /// The user tapped `share` on row `at`.
        case shareButtonTapped(at: Int)
        /// The user selected row `at`; the scene decides where that leads.
        case rowSelected(at: Int)
        /// A list gesture or an answer.
        case list(ListMessage<Blog>)
    }

    /// The blogs, `Loading…` and the error.
    public var list: ListMachine<Blog>
    private let formatting: BlogFormatting

    /// The module of `userID`'s blogs, before its first load.
    public init(userID: Int, formatting: BlogFormatting) {
        list = ListMachine(source: .blogs(of: userID))
        self.formatting = formatting
    }

    /// The rows, as every architecture writes them.
    public var rows: [BlogRow] { list.items.map { BlogRow(blog: $0, formatting: formatting) } }

    public mutating func update(_ message: Message) -> [ListEffect<Blog>] {
        switch message {
        case .likeButtonTapped(let index): list.ask(.toggleLike, at: index)
        case .shareButtonTapped(let index): list.ask(.share, at: index)
        case .rowSelected: []
        case .list(let message): list.update(message)
        }
    }
}
