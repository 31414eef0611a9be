import Foundation
import Model
import SceneViews

/// A News row that configures itself from the article, as seed 002's `configData(item:)` does: the controller hands
/// it the Model's `NewsItem`, and the cell reads the formatted texts off it. The view depends on the Model — quick to
/// write, and, as the seed says, harder to reuse or test without a real article.
@MainActor
final class NewsItemCell: NewsCell {
    /// Shows `item`, its date in `timeZone`.
    func configData(item: NewsItem, timeZone: TimeZone) {
        show(
            title: item.title, date: item.newsItemDate(in: timeZone), coverURL: item.newsItemCoverURL,
            readCount: item.newsItemReadCount)
    }
}
