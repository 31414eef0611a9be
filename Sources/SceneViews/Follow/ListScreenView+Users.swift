import TerminalKit

extension ListScreenView {
    /// The Following screen — rows of ``UserCell``s — or, given `searchMaxLength`, Discover's
    /// (``discover(searchMaxLength:)``).
    public static func users(searchMaxLength: Int? = nil) -> ListScreenView {
        guard let searchMaxLength else { return ListScreenView(hint: usersHint) }
        return discover(searchMaxLength: searchMaxLength)
    }

    /// The Discover screen with its search field above the list: ``searchBar`` is set, its field holding at most
    /// `searchMaxLength` characters (the search rule's limit). ↑ on the first row reaches the field; ↓ goes back.
    public static func discover(searchMaxLength: Int) -> ListScreenView {
        ListScreenView(hint: discoverHint, searchBar: UserSearchBar(maxLength: searchMaxLength))
    }

    private static let usersHint = "enter: profile · →: the button · pgup on top: refresh"
    private static let discoverHint = "enter: profile · →: the button · ↑ on top: search · pgup on top: refresh"
}
