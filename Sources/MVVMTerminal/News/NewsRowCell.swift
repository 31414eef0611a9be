import MVVM
import Model
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
    func bind(to cell: NewsCellViewModel) {
        let row = cell.row
        show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
        readCountBinding = observe({ cell.row.readCount }) { [weak self] text in self?.readCountText = text }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        readCountBinding = nil
    }
}
