import BrowserKit

/// A News row: the title, the date, the cover and `read N`. Dumb on purpose: whoever configures it has
/// already formatted the texts. The cover is a placeholder naming its https address: the page loads no image from
/// the network.
@MainActor
open class NewsCell: TableViewCell {
    /// The title shown.
    public var title = "" {
        didSet { if title != oldValue { setNeedsRender() } }
    }
    /// The date shown.
    public var dateText = "" {
        didSet { if dateText != oldValue { setNeedsRender() } }
    }
    /// The cover's address, if any.
    public var coverURL: String? {
        didSet { if coverURL != oldValue { setNeedsRender() } }
    }
    /// `read N`.
    public var readCountText = "" {
        didSet { if readCountText != oldValue { setNeedsRender() } }
    }

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows a whole row.
    public func show(title: String, date: String, coverURL: String, readCount: String) {
        self.title = title
        dateText = date
        self.coverURL = coverURL
        readCountText = readCount
    }

    open override func render() -> Element {
        Element.box(
            className: "row news",
            [
                Element.text(title, className: "title"),
                Element.text(dateText, className: "date"),
                Element.text("cover", className: "cover").with("data-src", coverURL ?? "").hidden(
                    (coverURL ?? "").isEmpty),
                Element.text(readCountText, className: "read"),
            ])
    }
}
