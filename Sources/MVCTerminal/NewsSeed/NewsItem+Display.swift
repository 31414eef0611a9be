import Foundation
import Model

/// Seed 002's second place for the "weak business" (弱业务): on the data object itself (`News.newsItemDate`), so any
/// view handed an article can show it. The seed weighs the cost: the article is no longer plain server data, and is
/// reused less. (The texts are the Model's ``NewsFormatting``, so that every variant shows the same.)
extension NewsItem {
    /// The date as the row shows it, `yyyy-MM-dd HH:mm` in `timeZone`, or the raw `ptime` when it does not parse.
    func newsItemDate(in timeZone: TimeZone) -> String {
        NewsFormatting(timeZone: timeZone).displayDate(ptime: ptime)
    }

    /// The cover's address, rewritten to https.
    var newsItemCoverURL: String { NewsFormatting().secureCoverURL(imgsrc) }

    /// The read count as the row shows it: `read N`.
    var newsItemReadCount: String { NewsFormatting().readCountText(readCount) }
}
