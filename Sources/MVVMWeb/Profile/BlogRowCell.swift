import MVVM
import Model
import WebSceneViews

/// A Blogs row bound to its ``BlogCellViewModel``: it shows the row, follows its likes and shares, and sends its
/// taps to it. The list keeps one cell per row until the row reloads.
@MainActor
final class BlogRowCell: BlogCell, RowCell {
    static var listLabel: String { "Blogs" }

    private var binding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    /// Shows `row`, follows it, and sends the buttons to it.
    func bind(to row: BlogCellViewModel) {
        let text = row.row
        show(
            title: text.title, author: text.author, likeCount: text.likeCount, likeButtonTitle: text.likeButton,
            shareCount: text.shareCount)
        binding = observe({ row.row }) { [weak self] text in
            self?.showLikes(count: text.likeCount, buttonTitle: text.likeButton)
            self?.showShares(text.shareCount)
        }
        onLikeTapped = { [weak row] in row?.likeButtonTapped() }
        onShareTapped = { [weak row] in row?.shareButtonTapped() }
    }
}
