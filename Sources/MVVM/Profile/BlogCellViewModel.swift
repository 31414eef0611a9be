import Model
import Observation

/// One blog row's view model: its text as one observed output (Model's ``Model/BlogRow``), and its inputs named for
/// what the user did. A bound cell redraws when the row changes — a like, its confirmation or rollback, a share.
@Observable
@MainActor
public final class BlogCellViewModel: Identifiable {
    /// The blog's id.
    public let id: Int
    /// What the row shows.
    public private(set) var row: BlogRow

    @ObservationIgnored private let formatting: BlogFormatting
    @ObservationIgnored private let like: @MainActor () -> Void
    @ObservationIgnored private let share: @MainActor () -> Void

    init(
        blog: Blog, formatting: BlogFormatting, like: @escaping @MainActor () -> Void,
        share: @escaping @MainActor () -> Void
    ) {
        id = blog.id
        row = BlogRow(blog: blog, formatting: formatting)
        self.formatting = formatting
        self.like = like
        self.share = share
    }

    /// The user tapped `like` / `liked`.
    public func likeButtonTapped() { like() }

    /// The user tapped `share`.
    public func shareButtonTapped() { share() }

    /// The blog changed: the row follows, if its text did.
    func blogChanged(to blog: Blog) {
        let row = BlogRow(blog: blog, formatting: formatting)
        if row != self.row { self.row = row }
    }
}
