/// Where the user is in a scene: what key `a` carries from one architecture to the next, so that a learner compares
/// the *same* state. It is one value for every scene and every architecture, read from and restored into the shared
/// scene views the same way, whichever architecture built them.
public struct ScenePlace: Hashable, Sendable {
    /// The title of the scene's selected segment — Profile's module (`Drafts`) or News's load mode (`All`) — or
    /// `nil` when the scene has no segmented control.
    public var segment: String?
    /// The selected row of the scene's list (0-based), if any.
    public var selectedRow: Int?
    /// The row shown at the top of the list: the scroll position.
    public var firstVisibleRow: Int
    /// Whether the selected row's detail (a blog, a draft) is pushed over the scene.
    public var showsDetail: Bool
    /// The text in the scene's search field (Discover's), or empty when it has none or it is empty.
    public var searchText: String

    /// Creates a place; the default is the scene as it opens.
    public init(
        segment: String? = nil, selectedRow: Int? = nil, firstVisibleRow: Int = 0, showsDetail: Bool = false,
        searchText: String = ""
    ) {
        self.segment = segment
        self.selectedRow = selectedRow
        self.firstVisibleRow = firstVisibleRow
        self.showsDetail = showsDetail
        self.searchText = searchText
    }
}
