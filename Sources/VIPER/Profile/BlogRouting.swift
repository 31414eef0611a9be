/// Where the Blogs module asks to go: a selected blog. The scene's router decides how.
@MainActor
public protocol BlogRouting: AnyObject {
    /// Shows blog `id` (`BlogDetail`).
    func showBlog(id: Int)
}
