import Model

// The "weak business" of seed 002: an article's texts as the row shows them, so the controller formats nothing.
extension NewsModel {
    /// The headline of article `index`.
    public func title(at index: Int) -> String { items[index].title }

    /// The date of article `index` as `yyyy-MM-dd HH:mm`, or the feed's raw text when it does not parse.
    public func date(at index: Int) -> String { formatting.displayDate(ptime: items[index].ptime) }

    /// The cover URL of article `index`, rewritten to https.
    public func coverURL(at index: Int) -> String { formatting.secureCoverURL(items[index].imgsrc) }

    /// The read count of article `index` as shown: `read N`.
    public func readCountText(at index: Int) -> String { formatting.readCountText(items[index].readCount) }
}
