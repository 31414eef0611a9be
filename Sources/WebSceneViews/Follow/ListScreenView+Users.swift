import BrowserKit

extension ListScreenView {
    /// The Following screen — or, with a search length, Discover's — rows of ``UserCell``s.
    public static func users(searchMaxLength: Int? = nil) -> ListScreenView {
        guard let searchMaxLength else { return ListScreenView(hint: usersHint, label: "Users") }
        return discover(searchMaxLength: searchMaxLength)
    }

    /// The Discover screen: the search field over the rows of ``UserCell``s.
    public static func discover(searchMaxLength: Int) -> ListScreenView {
        ListScreenView(hint: discoverHint, label: "Users", searchBar: UserSearchBar(maxLength: searchMaxLength))
    }

    private static let usersHint = "enter: profile · the button: follow or unfollow · Refresh: reload"
    private static let discoverHint = "type to search · enter: profile · the button: follow or unfollow"
}
