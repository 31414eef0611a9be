import Model

/// The Blogs module's interactor (seed 000's blog list): it owns the blogs — a ``ListMachine`` of them, whose rules
/// (paging, the optimistic like and its rollback, the confirmed share) are Model's — carries out what the machine
/// asks on the blog service, and reports the blogs that changed to its presenter.
@MainActor
public final class BlogInteractor: BlogInteractorInput {
    /// Who hears about the blogs; weak, the presenter.
    public weak var output: (any BlogInteractorOutput)?

    private var blogs: ListMachine<Blog>
    private let commands: ListCommandRunner<Blog, ListMachine<Blog>.Event>

    /// Creates the interactor of `userID`'s blogs.
    public init(userID: Int, service: any BlogService) {
        blogs = ListMachine(source: .blogs(of: userID))
        commands = ListCommandRunner(service: .blogs(service))
        commands.onAnswer = { [weak self] answer in self?.handle(answer) }
    }

    public func loadBlogs() { handle(.reloadAsked) }

    public func loadNextPage() { handle(.nextPageAsked) }

    public func retryLoad() { handle(.retryAsked) }

    public func toggleLike(blogID id: Int) { handle(.actionAsked(.toggleLike, on: id)) }

    public func share(blogID id: Int) { handle(.actionAsked(.share, on: id)) }

    /// Moves the blogs on by `event`, reports what changed and sends what the machine asks for.
    private func handle(_ event: ListMachine<Blog>.Event) {
        let step = blogs.handle(event)
        report(step.changes)
        commands.run(step.commands)
    }

    private func report(_ changes: [ListChange]) {
        for change in changes {
            switch change {
            case .reloaded, .removed: output?.blogsLoaded(blogs.items)
            case .appended(let rows): output?.blogsAppended(Array(blogs.items[rows]))
            case .updated(let rows): rows.forEach { output?.blogUpdated(blogs.items[$0]) }
            case .loadingChanged, .failureChanged: output?.statusChanged(blogs.status)
            }
        }
    }

}
