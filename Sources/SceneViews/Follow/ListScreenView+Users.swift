import TerminalKit

extension ListScreenView {
    /// The Following and Discover screen: rows of ``UserCell``s.
    public static func users() -> ListScreenView {
        ListScreenView(hint: usersHint)
    }

    /// The Discover screen with its search field above the list: ``searchBar`` is set, its field holding at most
    /// `searchMaxLength` characters (the search rule's limit).
    public static func discover(searchMaxLength: Int) -> ListScreenView {
        ListScreenView(hint: usersHint, searchBar: UserSearchBar(maxLength: searchMaxLength))
    }

    private static let usersHint = "enter: profile · →: the button · pgup on top: refresh"
}
