import Model

/// The Blogs module's use cases: load the blogs (20 a page), like or unlike one (shown at once, rolled back on
/// failure), share one.
@MainActor
public protocol BlogInteractorInput: AnyObject {
    /// Who hears that the blogs changed; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The blogs, as shown now.
    var blogs: [Blog] { get }
    /// Loads the first page.
    func loadBlogs()
    /// Loads the next page, if there is one.
    func loadNextPage()
    /// Repeats what failed.
    func retryLoad()
    /// Likes blog `id`, or unlikes it if the viewer likes it.
    func toggleLike(blogID id: Int)
    /// Shares blog `id`.
    func share(blogID id: Int)
}
