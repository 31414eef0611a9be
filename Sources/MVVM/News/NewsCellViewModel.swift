import Model
import Observation

/// One News row's view model, bound field by field as seed 002 binds its `NewsCellViewModel`: the read count is a
/// field of its own (``readCount``, the seed's `readCountBind`), so a read changes that field alone and a cell binds
/// its read-count label to it — the label redraws from its own binding, and nothing else of the row is touched.
///
/// The headline, the date and the cover change only when the server rewrites the article (a refresh); they are one
/// observed field apart from the count, and ``row`` puts the two together.
@Observable
@MainActor
public final class NewsCellViewModel: Identifiable {
    /// The article's document id.
    public let id: String
    /// `read N`: observed on its own, so a binding to it hears a read and nothing else.
    public private(set) var readCount: String
    /// The row's texts: the headline, the date, the cover and ``readCount``.
    public var row: NewsRow {
        var row = texts
        row.readCount = readCount
        return row
    }

    /// The headline, the date and the cover; its own read count is not shown (``readCount`` is).
    private var texts: NewsRow
    @ObservationIgnored private let formatting: NewsFormatting

    init(item: NewsItem, formatting: NewsFormatting) {
        let row = NewsRow(item: item, formatting: formatting)
        id = item.docid
        texts = row
        readCount = row.readCount
        self.formatting = formatting
    }

    /// The article changed on the server (a read, a refresh): each field that changed is set, and only those.
    func itemChanged(to item: NewsItem) {
        let new = NewsRow(item: item, formatting: formatting)
        if new.readCount != readCount { readCount = new.readCount }
        var newTexts = new
        newTexts.readCount = texts.readCount
        if newTexts != texts { texts = newTexts }
    }
}
