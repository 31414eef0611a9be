import Model
import SceneViews
import TerminalKit

/// The Blogs module in MVC (seed 000's `BlogTableViewHelper`), self-managed: it loads the blogs (20 a page, pull to
/// refresh, load more), shows its own `Loading…` and errors, likes and shares through its rows, and reports a
/// selected blog to the scene, which decides where it leads. The same code serves every scene; the scene supplies
/// the ``BlogFormatting``.
@MainActor
public final class BlogTableViewHelper: TableViewDataSource, TableViewDelegate {
    /// The module's view; the scene places it.
    public let view = ListModuleView(rowHeight: BlogCell.height)
    /// Called with the blog the user selected (the seed's `VCGenerator`).
    public var onBlogSelected: (@MainActor (Blog) -> Void)?
    private let blogs: PagedList<Blog>
    private let service: any BlogService
    private let formatting: BlogFormatting
    private var tableView: TableView { view.tableView }

    /// Creates the module for `userID`'s blogs, written as `formatting` says; it loads on ``fetchData(completion:)``.
    public init(userID: Int, service: any BlogService, formatting: BlogFormatting) {
        blogs = PagedList(blogsOf: userID, service: service)
        self.service = service
        self.formatting = formatting
        tableView.register(BlogCell.self, forCellReuseIdentifier: "blog")
        tableView.dataSource = self
        tableView.delegate = self
        view.refreshControl.onRefresh = { [weak self] in self?.blogs.reload() }
        view.status.onRetry = { [weak self] in self?.blogs.retry() }
        blogs.onChange = { [weak self] change in self?.view.apply(change) }
    }

    /// Loads the first page; `completion` runs once it has answered (where the scene hides its HUD, if it showed one).
    public func fetchData(completion: (@MainActor () -> Void)? = nil) {
        let load = blogs.reload()
        startTrackedTask {
            await load.value
            completion?()
        }
    }

    public func numberOfRows(in tableView: TableView) -> Int {
        blogs.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
        let blog = blogs.items[indexPath.row]
        BlogCellHelper(blog: blog, formatting: formatting).configure(cell)
        let id = blog.id
        cell.onLikeTapped = { [weak self] in self?.likeButtonTapped(blog: id) }
        cell.onShareTapped = { [weak self] in self?.shareButtonTapped(blog: id) }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onBlogSelected?(blogs.items[indexPath.row])
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        blogs.loadNextPage()
    }

    private func likeButtonTapped(blog id: Int) {
        blogs.perform(.toggleLike, on: id)
    }

    private func shareButtonTapped(blog id: Int) {
        blogs.perform(.share, on: id)
    }
}
