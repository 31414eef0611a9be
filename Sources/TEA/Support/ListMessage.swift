import Model

/// What every list in a TEA scene hears, besides the scene's own messages: the user's list gestures and the server's
/// answers, which come back carrying their data and the request they answer.
public enum ListMessage<Item: ListItem>: Equatable, Sendable where Item.ID: Hashable {
    /// The user pulled to refresh.
    case pulledToRefresh
    /// The selection reached the last row, or the user asked for `more`.
    case reachedEnd
    /// The user tapped `Retry`.
    case retryButtonTapped
    /// A page arrived, or failed, for the fetch `request`.
    case pageAnswered(ListRequest, Result<PageBatch<Item>, APIError>)
    /// The server answered the action `request`.
    case actionAnswered(ListRequest, Result<Item.Action.Answer, APIError>)
}

/// The effects of a list: the machine's commands, as data — fetch a page, cancel a fetch, send an action.
public typealias ListEffect<Item: ListItem> = ListMachine<Item>.Command where Item.ID: Hashable

extension ListMachine {
    /// Updates the list for a list message and answers the effects to perform: the part of a scene's `update`
    /// that every list shares.
    public mutating func update(_ message: ListMessage<Item>) -> [ListEffect<Item>] {
        switch message {
        case .pulledToRefresh: handle(.reloadAsked).commands
        case .reachedEnd: handle(.nextPageAsked).commands
        case .retryButtonTapped: handle(.retryAsked).commands
        case .pageAnswered(let request, let result): handle(.pageAnswered(request, result)).commands
        case .actionAnswered(let request, let result): handle(.actionAnswered(request, result)).commands
        }
    }

    /// Asks for `action` on the item the view shows at `index`; an index outside the list asks nothing.
    public mutating func ask(_ action: Item.Action, at index: Int) -> [ListEffect<Item>] {
        guard items.indices.contains(index) else { return [] }
        return handle(.actionAsked(action, on: items[index].id)).commands
    }

    /// The item at `index`, if the list has one there.
    public func item(at index: Int) -> Item? {
        items.indices.contains(index) ? items[index] : nil
    }
}
