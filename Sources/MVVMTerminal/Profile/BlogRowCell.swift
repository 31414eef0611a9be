import MVVM
import SceneViews

/// A Blogs row bound to its ``BlogCellViewModel``: it shows the row, follows its likes and shares, and sends its
/// taps to it, until it is recycled or bound to another row.
@MainActor
final class BlogRowCell: BlogCell, RowCell {
    static var rowHeight: Int { BlogCell.height }

    private var binding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows `row`, follows it, and sends the buttons to it.
    func bind(to row: BlogCellViewModel) {
        show(
            title: row.title, author: row.author, likeCount: row.likeCountText, likeButtonTitle: row.likeButtonTitle,
            shareCount: row.shareCountText)
        binding = observe({ (row.likeCountText, row.likeButtonTitle, row.shareCountText) }) {
            [weak self] likes, title, shares in
            self?.showLikes(count: likes, buttonTitle: title)
            self?.showShares(shares)
        }
        onLikeTapped = { [weak row] in row?.send(.likeButtonTapped) }
        onShareTapped = { [weak row] in row?.send(.shareButtonTapped) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        binding = nil
    }
}
