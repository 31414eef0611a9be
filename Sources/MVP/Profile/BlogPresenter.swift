import Model

/// The Blogs module's presenter (seed 000's `BlogPresenter`): a list module of the viewer's blogs (20 a page,
/// refresh, load more), one ``BlogCellPresenter`` per row — `like` and `share` go to the list — and a selected blog
/// opens its detail. The same code serves every scene; the scene supplies the ``BlogFormatting``.
public typealias BlogPresenter = ListModulePresenter<Blog, BlogCellPresenter>

extension ListModulePresenter where Item == Blog, CellPresenter == BlogCellPresenter {
    /// Creates the presenter of `userID`'s blogs, written as `formatting` says.
    public convenience init(userID: Int, service: any BlogService, formatting: BlogFormatting) {
        let blogs = PagedList(blogsOf: userID, service: service)
        self.init(
            items: blogs, detail: { .blog(id: $0.id) },
            makeCell: { [weak blogs] blog in
                BlogCellPresenter(
                    blog: blog, formatting: formatting,
                    like: { blogs?.perform(.toggleLike, on: blog.id) },
                    share: { blogs?.perform(.share, on: blog.id) })
            },
            updateCell: { $0.blogChanged(to: $1) })
    }
}
