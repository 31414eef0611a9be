import Model
import VIPER

/// The presenter's side of every interactor, recording what the interactor reported: which entities, in order.
@MainActor
final class InteractorOutputSpy: CounterInteractorOutput, NewsInteractorOutput, UserListInteractorOutput,
    BlogInteractorOutput, DraftListInteractorOutput, UserInfoInteractorOutput, ProfileDetailInteractorOutput,
    PrintInteractorOutput
{
    /// One report, the entities named by id.
    enum Report: Equatable {
        case loaded([String])
        case appended([String])
        case updated(String)
        case removed(String)
        case status(LoadStatus)
    }

    private(set) var reports: [Report] = []
    private(set) var counters: [Int: Counter] = [:]
    private(set) var articles: [String: NewsItem] = [:]
    private(set) var users: [Int: User] = [:]
    private(set) var blogs: [Int: Blog] = [:]
    private(set) var content: DetailContent?
    private(set) var paper: [String] = []

    func forgetReports() { reports.removeAll() }

    func countersLoaded(_ counters: [Counter]) { loaded(counters, into: \.counters) }
    func counterUpdated(_ counter: Counter) { updated(counter, into: \.counters) }
    func articlesLoaded(_ articles: [NewsItem]) { loaded(articles, into: \.articles) }
    func articlesAppended(_ articles: [NewsItem]) {
        for article in articles { self.articles[article.id] = article }
        reports.append(.appended(articles.map(\.id)))
    }
    func articleUpdated(_ article: NewsItem) { updated(article, into: \.articles) }
    func usersLoaded(_ users: [User]) { loaded(users, into: \.users) }
    func userUpdated(_ user: User) { updated(user, into: \.users) }
    func userLoaded(_ user: User) { loaded([user], into: \.users) }
    func blogsLoaded(_ blogs: [Blog]) { loaded(blogs, into: \.blogs) }
    func blogsAppended(_ blogs: [Blog]) {
        for blog in blogs { self.blogs[blog.id] = blog }
        reports.append(.appended(blogs.map { String($0.id) }))
    }
    func blogUpdated(_ blog: Blog) { updated(blog, into: \.blogs) }
    func draftsLoaded(_ drafts: [Draft]) { reports.append(.loaded(drafts.map { String($0.id) })) }
    func draftsAppended(_ drafts: [Draft]) { reports.append(.appended(drafts.map { String($0.id) })) }
    func draftRemoved(id: Int) { reports.append(.removed(String(id))) }
    func contentLoaded(_ content: DetailContent) {
        self.content = content
        reports.append(.loaded([content.heading]))
    }
    func paperRead(_ content: String) { paper.append(content) }
    func statusChanged(_ status: LoadStatus) { reports.append(.status(status)) }

    private func loaded<Item: Identifiable>(
        _ items: [Item], into store: ReferenceWritableKeyPath<InteractorOutputSpy, [Item.ID: Item]>
    ) {
        self[keyPath: store] = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        reports.append(.loaded(items.map { "\($0.id)" }))
    }

    private func updated<Item: Identifiable>(
        _ item: Item, into store: ReferenceWritableKeyPath<InteractorOutputSpy, [Item.ID: Item]>
    ) {
        self[keyPath: store][item.id] = item
        reports.append(.updated("\(item.id)"))
    }
}

extension LoadStatus {
    /// `Loading…` and no error.
    static let loading = LoadStatus(isLoading: true)
    /// Nothing loading, no error.
    static let idle = LoadStatus()
}
