import Model
import VIPER

/// A Blogs interactor holding the blogs the test gives it, recording the use cases called.
@MainActor
final class FakeBlogInteractor: BlogInteractorInput {
    enum Call: Equatable {
        case load, nextPage, retry
        case toggleLike(Int), share(Int)
    }

    weak var output: (any ListInteractorOutput)?
    var blogs: [Blog] = []
    private(set) var calls: [Call] = []

    func loadBlogs() { calls.append(.load) }
    func loadNextPage() { calls.append(.nextPage) }
    func retryLoad() { calls.append(.retry) }
    func toggleLike(blogID id: Int) { calls.append(.toggleLike(id)) }
    func share(blogID id: Int) { calls.append(.share(id)) }

    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}
