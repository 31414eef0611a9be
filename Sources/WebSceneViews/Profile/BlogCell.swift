import BrowserKit

/// A blog row: the title, `Author: NAME`, `like N` with the button `like`/`liked`, and `share` with
/// `shared N`. Dumb on purpose: the texts come formatted, and the buttons call closures.
@MainActor
open class BlogCell: TableViewCell, ListModuleCell {
    /// The name of a list of blogs.
    public static let listLabel = "Blogs"

    /// Called when the user taps `like` or `liked`.
    public var onLikeTapped: (@MainActor () -> Void)?
    /// Called when the user taps `share`.
    public var onShareTapped: (@MainActor () -> Void)?
    /// The title shown.
    public private(set) var title = ""
    private var author = ""
    private var likeCount = ""
    private var likeButtonTitle = "like"
    private var shareCount = ""

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows a whole row.
    public func show(title: String, author: String, likeCount: String, likeButtonTitle: String, shareCount: String) {
        self.title = title
        self.author = author
        showLikes(count: likeCount, buttonTitle: likeButtonTitle)
        showShares(shareCount)
        setNeedsRender()
    }

    /// Shows a new like count and button title; the rest of the row is unchanged.
    public func showLikes(count: String, buttonTitle: String) {
        likeCount = count
        likeButtonTitle = buttonTitle
        setNeedsRender()
    }

    /// Shows a new share count.
    public func showShares(_ count: String) {
        shareCount = count
        setNeedsRender()
    }

    open override func render() -> Element {
        Element.box(
            className: "row blog",
            [
                Element.text(title, className: "title"),
                Element.text(author, className: "author"),
                Element.text(likeCount, className: "likes"),
                Element.button(likeButtonTitle, className: "like") { [weak self] in self?.onLikeTapped?() },
                Element.button("share", className: "share") { [weak self] in self?.onShareTapped?() },
                Element.text(shareCount, className: "shares").hidden(shareCount.isEmpty),
            ])
    }
}
