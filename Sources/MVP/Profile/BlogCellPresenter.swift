import Model

/// One Blogs row's presenter (seed 000's `BlogCellPresenter`): the blog's texts, formatted as the scene asked, and
/// the row's `like` and `share`, which it passes to the module's list; when the blog changes it tells its cell.
@MainActor
public final class BlogCellPresenter {
    /// The cell showing this row, if one is.
    public private(set) weak var view: (any BlogCellView)?
    /// The blog, as the list holds it now.
    public private(set) var blog: Blog

    private let formatting: BlogFormatting
    private let onLikeTapped: @MainActor () -> Void
    private let onShareTapped: @MainActor () -> Void

    init(
        blog: Blog, formatting: BlogFormatting, like: @escaping @MainActor () -> Void,
        share: @escaping @MainActor () -> Void
    ) {
        self.blog = blog
        self.formatting = formatting
        self.onLikeTapped = like
        self.onShareTapped = share
    }

    /// Makes `view` show this row (the cell now holds this presenter) and receive its later updates.
    public func attach(view: any BlogCellView) {
        view.presenter = self
        self.view = view
        let row = BlogRow(blog: blog, formatting: formatting)
        view.show(
            title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
            shareCount: row.shareCount)
    }

    /// The user tapped `like` or `liked`: the row shows the new count at once.
    public func likeButtonTapped() { onLikeTapped() }

    /// The user tapped `share`: the row shows `shared N` once the server has counted it.
    public func shareButtonTapped() { onShareTapped() }

    /// The blog changed (a like, its confirmation or rollback, a share): the cell, if it still shows this row, redraws.
    func blogChanged(to blog: Blog) {
        self.blog = blog
        guard let view, view.presenter === self else { return }
        let row = BlogRow(blog: blog, formatting: formatting)
        view.showLikes(count: row.likeCount, buttonTitle: row.likeButton)
        view.showShares(row.shareCount)
    }
}
