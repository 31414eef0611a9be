import Model
import Observation

/// One News row's view model: its texts, ready to show, and its read count, which changes alone when the article
/// is read.
@Observable
@MainActor
public final class NewsCellViewModel: Identifiable {
    /// The row's texts; only the read count ever changes.
    public private(set) var row: NewsRow
    /// The article's document id.
    public let id: String

    @ObservationIgnored private let formatting: NewsFormatting

    init(item: NewsItem, formatting: NewsFormatting) {
        self.id = item.docid
        self.row = NewsRow(item: item, formatting: formatting)
        self.formatting = formatting
    }

    /// The article changed on the server (a read, a refresh): a view bound to ``row`` follows.
    func itemChanged(to item: NewsItem) {
        let new = NewsRow(item: item, formatting: formatting)
        if new != row { row = new }
    }
}
