import MVVM
import SceneViews
import TerminalKit

/// A News row that keeps the binding its controller made to its ``NewsCellViewModel``, and ends it on reuse.
@MainActor
final class NewsRowCell: NewsCell {
    /// The binding of this row's read count; replacing or recycling the cell cancels it.
    var readCountBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        readCountBinding = nil
    }
}
