import Model
import VIPER

/// An interactor of every module that only records the use cases its presenter asks for: a presenter's test checks
/// what each input asks for, and plays the interactor's reports itself by calling the presenter's output methods.
@MainActor
final class FakeInteractor: CounterInteractorInput, NewsInteractorInput, UserListInteractorInput, PrintInteractorInput,
    VoiceInteractorInput, BlogInteractorInput, DraftListInteractorInput, UserInfoInteractorInput,
    ProfileDetailInteractorInput
{
    enum Call: Equatable {
        case load, nextPage, retry
        case increment(Int), decrement(Int)
        case switchMode(NewsLoadMode), markRead(String)
        case setFollowing(Bool, userID: Int)
        case searchUsers(String)
        case readPaper, printLine
        case playOrPause(Int)
        case toggleLike(Int), share(Int)
        case draftAction(Int)
    }

    private(set) var calls: [Call] = []

    func loadCounters() { calls.append(.load) }
    func loadFeed() { calls.append(.load) }
    func loadUsers() { calls.append(.load) }
    func loadVoices() { calls.append(.load) }
    func loadBlogs() { calls.append(.load) }
    func loadDrafts() { calls.append(.load) }
    func loadUser() { calls.append(.load) }
    func loadContent() { calls.append(.load) }
    func loadNextPage() { calls.append(.nextPage) }
    func retryLoad() { calls.append(.retry) }
    func increment(counterID id: Int) { calls.append(.increment(id)) }
    func decrement(counterID id: Int) { calls.append(.decrement(id)) }
    func switchMode(to mode: NewsLoadMode) { calls.append(.switchMode(mode)) }
    func markRead(id: NewsItem.ID) { calls.append(.markRead(id)) }
    func searchUsers(matching text: String) { calls.append(.searchUsers(text)) }
    func setFollowing(_ isFollowing: Bool, userID: Int) { calls.append(.setFollowing(isFollowing, userID: userID)) }
    func readPaper() { calls.append(.readPaper) }
    func printLine() { calls.append(.printLine) }
    func playOrPause(voiceID id: Int) { calls.append(.playOrPause(id)) }
    func toggleLike(blogID id: Int) { calls.append(.toggleLike(id)) }
    func share(blogID id: Int) { calls.append(.share(id)) }
    func performAction(onDraft id: Int) { calls.append(.draftAction(id)) }
}

/// A router of every module that records where its presenter sent the user.
@MainActor
final class RouterSpy: ProfileRouting, UserListRouting {
    private(set) var shown: [ProfileDetail] = []

    func showDetail(_ detail: ProfileDetail) { shown.append(detail) }
    func showProfile(ofUser userID: Int) { shown.append(.user(id: userID)) }
}
