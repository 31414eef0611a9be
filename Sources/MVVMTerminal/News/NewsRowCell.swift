import MVVM
import SceneViews
import TerminalKit

/// A News row bound to its ``NewsCellViewModel``: it shows the row and follows its read count until it is
/// recycled or bound to another row.
@MainActor
final class NewsRowCell: NewsCell {
    private var readCountBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    /// Shows `row` and follows its read count.
    func bind(to row: NewsCellViewModel) {
        show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCountText)
        readCountBinding = observe({ row.readCountText }) { [weak self] text in self?.readCountText = text }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        readCountBinding = nil
    }
}
