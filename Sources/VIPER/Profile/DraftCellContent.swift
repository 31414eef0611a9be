/// A Drafts or Trash row as the presenter formats it for the view.
public struct DraftCellContent: Hashable, Sendable {
    /// The draft the row's button acts on.
    public let draftID: Int
    /// The title.
    public let title: String
    /// `edited yyyy-MM-dd HH:mm`.
    public let edited: String
    /// `delete` in Drafts, `restore` in the Trash.
    public let buttonTitle: String

    /// Creates a row's content.
    public init(draftID: Int, title: String, edited: String, buttonTitle: String) {
        self.draftID = draftID
        self.title = title
        self.edited = edited
        self.buttonTitle = buttonTitle
    }
}
