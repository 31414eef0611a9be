import Model
import VIPER

/// A Print interactor whose paper reads what the test says, and that counts the lines printed.
@MainActor
final class FakePrintInteractor: PrintInteractorInput {
    var content = "line 0"
    var nextContents: [String] = []
    private(set) var printed = 0

    func printLine() {
        printed += 1
        if !nextContents.isEmpty { content = nextContents.removeFirst() }
    }
}

/// A Counter interactor holding the counters the test gives it, recording the use cases the presenter calls.
@MainActor
final class FakeCounterInteractor: CounterInteractorInput {
    enum Call: Equatable {
        case load, retry
        case increment(Int), decrement(Int)
    }

    weak var output: (any ListInteractorOutput)?
    var counters: [Counter] = []
    private(set) var calls: [Call] = []

    func loadCounters() { calls.append(.load) }
    func retryLoad() { calls.append(.retry) }
    func increment(at index: Int) { calls.append(.increment(index)) }
    func decrement(at index: Int) { calls.append(.decrement(index)) }

    /// Reports `change` of `counters`, as a real interactor does when its list changes.
    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}

/// A Voice interactor holding the rows the test gives it, recording the use cases the presenter calls.
@MainActor
final class FakeVoiceInteractor: VoiceInteractorInput {
    enum Call: Equatable {
        case load, retry
        case playOrPause(Int)
    }

    weak var output: (any ListInteractorOutput)?
    var rows: [VoiceRow] = []
    private(set) var calls: [Call] = []

    func loadVoices() { calls.append(.load) }
    func retryLoad() { calls.append(.retry) }
    func playOrPause(at index: Int) { calls.append(.playOrPause(index)) }

    /// Reports `change` of `rows`, as a real interactor does when its playlist changes.
    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}

/// A Following or Discover interactor holding the users the test gives it, recording the use cases called.
@MainActor
final class FakeUserListInteractor: UserListInteractorInput {
    enum Call: Equatable {
        case load, retry
        case setFollowing(Bool, userID: Int)
    }

    weak var output: (any ListInteractorOutput)?
    var users: [User] = []
    private(set) var calls: [Call] = []

    func loadUsers() { calls.append(.load) }
    func retryLoad() { calls.append(.retry) }
    func setFollowing(_ isFollowing: Bool, userID: Int) { calls.append(.setFollowing(isFollowing, userID: userID)) }
}

/// A News interactor holding the articles the test gives it, recording the use cases called.
@MainActor
final class FakeNewsInteractor: NewsInteractorInput {
    enum Call: Equatable {
        case load, nextPage, retry
        case switchMode(NewsLoadMode)
        case markRead(String)
    }

    weak var output: (any ListInteractorOutput)?
    var items: [NewsItem] = []
    var mode = NewsLoadMode.paged
    private(set) var calls: [Call] = []

    func loadFeed() { calls.append(.load) }
    func loadNextPage() { calls.append(.nextPage) }
    func switchMode(to mode: NewsLoadMode) { calls.append(.switchMode(mode)) }
    func retryLoad() { calls.append(.retry) }
    func markRead(id: NewsItem.ID) { calls.append(.markRead(id)) }

    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}

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

/// A Drafts or Trash interactor holding the drafts the test gives it, recording the use cases called.
@MainActor
final class FakeDraftListInteractor: DraftListInteractorInput {
    enum Call: Equatable {
        case load, nextPage, retry
        case action(Int)
    }

    weak var output: (any ListInteractorOutput)?
    var drafts: [Draft] = []
    private(set) var calls: [Call] = []

    func loadDrafts() { calls.append(.load) }
    func loadNextPage() { calls.append(.nextPage) }
    func retryLoad() { calls.append(.retry) }
    func performAction(onDraft id: Int) { calls.append(.action(id)) }
}

/// A UserInfo interactor whose user the test sets, counting loads.
@MainActor
final class FakeUserInfoInteractor: UserInfoInteractorInput {
    weak var output: (any ListInteractorOutput)?
    var user: User?
    private(set) var loads = 0

    func loadUser() { loads += 1 }
    func retryLoad() { loads += 1 }

    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}
