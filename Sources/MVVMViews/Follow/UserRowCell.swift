import MVVM
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A user row bound to its ``UserCellViewModel`` (seed 000's `RACObserve(self, viewModel.isFollowing)`): it shows the
/// row and follows the view model's follow state until it is recycled or bound to another row.
@MainActor
final class UserRowCell: UserCell {
    /// The row this cell shows, while it shows one.
    private(set) var row: UserCellViewModel?
    private var followBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    /// Shows `row` and follows its follow state.
    func bind(to row: UserCellViewModel) {
        self.row = row
        show(name: row.name, followButtonTitle: row.followButtonTitle)
        followBinding = observe({ row.followButtonTitle }) { [weak self] title in self?.showFollowButton(title) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
        followBinding = nil
    }
}
