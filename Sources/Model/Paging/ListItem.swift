/// An item a ``ListMachine`` can hold: it names where its lists come from (``Source``) and what a user can ask of one
/// item (``Action``), both as values, so that a list's every request is data.
public protocol ListItem: Identifiable, Equatable, Sendable where ID: Sendable {
    /// Where a list of these items is loaded from: a counter set, a user's blogs, a search.
    associatedtype Source: Hashable, Sendable
    /// What a user can ask of one item: a like, a `+`, a move to the trash.
    associatedtype Action: ListAction where Action.Item == Self
}

/// When a ``ListAction`` shows on its row.
public enum ListActionStyle: Hashable, Sendable {
    /// At once, before the server answers; saved after, and rolled back if the save fails (a like, a follow, `+`).
    case optimistic
    /// Once the server answers; `Loading…` shows meanwhile (a share, a read).
    case confirmed
    /// The item leaves the list once the server answers; `Loading…` shows meanwhile (a draft moved to the trash).
    case removal
}

/// One thing a user can ask of one item of a list, as a value: what it changes on the row, when, and how the server's
/// answer lands on the item.
public protocol ListAction: Hashable, Sendable {
    /// The item it acts on.
    associatedtype Item: ListItem
    /// What the server answers to it.
    associatedtype Answer: Equatable, Sendable

    /// When it shows.
    var style: ListActionStyle { get }

    /// The change an ``ListActionStyle/optimistic`` action makes at once; leaving the item as it was means there is
    /// nothing to send.
    func change(_ item: inout Item)

    /// Applies the server's answer to the item.
    func confirm(_ item: inout Item, with answer: Answer)

    /// The source the list switches to after this answer, if the answer calls for one (Counter's swap to the `alt`
    /// set); `nil` keeps the list where it is.
    func source(after answer: Answer, in source: Item.Source) -> Item.Source?
}

extension ListAction {
    /// Changes nothing: an action that waits for the server.
    public func change(_ item: inout Item) {}

    /// Keeps the list's source.
    public func source(after answer: Answer, in source: Item.Source) -> Item.Source? { nil }
}

/// The actions of a list whose items cannot be acted on (voices, a detail screen): there are none.
public enum NoListAction<Item: ListItem>: ListAction {
    public typealias Answer = Never

    /// Never asked for: the enum has no cases.
    public var style: ListActionStyle {
        switch self {}
    }

    /// Never called: there is no answer.
    public func confirm(_ item: inout Item, with answer: Never) {}
}
