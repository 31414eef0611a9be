import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A News row bound to its ``NewsCellViewModel`` field by field, as seed 002 binds it: the row is shown when the
/// cell binds, and the read-count label alone is bound to the view model's ``NewsCellViewModel/readCount`` (the
/// seed's `cellViewModel.readCountBind = { cell?.readCountLabel.text = $0 }`), until the cell is recycled or bound to
/// another row.
@MainActor
final class NewsRowCell: NewsCell {
    private var readCountBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    /// Shows `cell`'s row and binds the read-count label to its read count.
    func bind(to cell: NewsCellViewModel) {
        let row = cell.row
        show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
        readCountBinding = observe({ cell.readCount }) { [weak self] text in self?.readCountText = text }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        readCountBinding = nil
    }
}
