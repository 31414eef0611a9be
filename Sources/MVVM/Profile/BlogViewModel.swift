import Model

/// The Blogs module's view model (seed 000): a list module of a user's blogs (20 a page, refresh, load more) whose
/// rows send `like` and `share` to the list, and whose selected blog opens its detail. The same code serves every
/// scene; the scene supplies the ``BlogFormatting``.
public typealias BlogViewModel = ListModuleViewModel<Blog, BlogCellViewModel>

extension ListModuleViewModel where Item == Blog, Row == BlogCellViewModel {
    /// Creates the view model of `userID`'s blogs, written as `formatting` says.
    public convenience init(userID: Int, service: any BlogService, formatting: BlogFormatting) {
        let blogs = PagedList(blogsOf: userID, service: service)
        self.init(
            items: blogs, detail: { .blog(id: $0.id) },
            makeRow: { [weak blogs] blog in
                BlogCellViewModel(
                    blog: blog, formatting: formatting, like: { blogs?.perform(.toggleLike, on: blog.id) },
                    share: { blogs?.perform(.share, on: blog.id) })
            },
            updateRow: { $0.blogChanged(to: $1) })
    }
}
