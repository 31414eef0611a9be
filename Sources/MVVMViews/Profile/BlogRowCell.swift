import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Blogs row bound to its ``BlogCellViewModel``: it shows the row, follows its likes and shares, and sends its
/// taps to it, until it is recycled or bound to another row.
@MainActor
final class BlogRowCell: BlogCell, RowCell {
    private var binding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
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

    override func prepareForReuse() {
        super.prepareForReuse()
        binding = nil
    }
}
