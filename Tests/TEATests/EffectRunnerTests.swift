import Model
import ServiceFakes
import TEA
import Testing

/// The effect runners, each once, over fake services: an effect reaches Model's lists and services, and the answer
/// comes back to the store as a message. (The updates themselves are tested without fakes, scene by scene.)
@MainActor
@Suite(.trackingWork)
struct EffectRunnerTests {
    @Test func printDrawsTheLineFromTheRandomSource() {
        let store = Store(PrintState(), effects: PrintEffectRunner(randomSource: ScriptedRandomSource([7])))
        store.send(.printButtonTapped)
        #expect(store.state.paper.content == "line 7")
    }

    @Test func counterLoadsAndSavesAPlusThroughTheList() async {
        let service = FakeCounterService()
        let store = Store(
            CounterState(), effects: ListEffectRunner(service: .counters(service), wrap: CounterMessage.list))
        store.send(.viewDidLoad)
        await settle()
        #expect(store.state.list.items.count == 18)
        let third = store.state.list.items[2]
        store.send(.plusButtonTapped(at: 2))
        await settle()
        #expect(store.state.list.items[2].num == third.num + 1)
        #expect(await service.saves == [.init(counterID: third.id, num: third.num + 1)])
    }

    @Test func newsPagesSwitchesModeAndCountsARead() async {
        let service = FakeNewsService(articleCount: 45)
        let store = Store(
            NewsState(formatting: NewsFormatting()),
            effects: ListEffectRunner(service: .news(service), wrap: NewsMessage.list))
        store.send(.viewDidLoad)
        await settle()
        #expect(store.state.rows.count == 20)
        store.send(.list(.reachedEnd))
        await settle()
        #expect(store.state.rows.count == 40)
        store.send(.loadModeSelected(at: 0))
        await settle()
        #expect(store.state.mode == .all)
        #expect(store.state.rows.count == 45)
        let first = store.state.rows[0]
        store.send(.rowSelected(at: 0))
        await settle()
        #expect(await service.readRequests == [first.id])
        #expect(store.state.rows[0].readCount != first.readCount)
    }

    @Test func followListsFollowAndUnfollowThroughTheList() async {
        let users = FakeUserService()
        let runner = ListEffectRunner(service: .users(users, follows: users), wrap: UserListMessage.list)
        let store = Store(UserListState(kind: .discover, viewerID: User.sampleViewerID), effects: runner)
        store.send(.viewDidLoad)
        await settle()
        let index = store.state.rows.firstIndex { $0.button == "follow" } ?? 0
        let id = store.state.rows[index].id
        store.send(.followButtonTapped(at: index))
        await settle()
        #expect(store.state.rows.first { $0.id == id }?.button == "following")
        #expect(await users.followRequests == [.init(userID: id, isFollowing: true)])
    }

    @Test func profileLoadsItsModulesLikesMovesADraftAndLoadsADetail() async {
        let (users, blogs, drafts) = (
            FakeUserService(), FakeBlogService(count: 45), FakeDraftService(live: 3, trashed: 1)
        )
        let services = ProfileServices(users: users, blogs: blogs, drafts: drafts)
        let formatting = ProfileFormatting()
        let layout = ProfileLayout(userID: 1, viewerID: 1)
        let runner = ProfileEffectRunner(layout: layout, services: services, formatting: formatting)
        let store = Store(ProfileState(layout: layout, formatting: formatting), effects: runner)
        store.send(.viewDidLoad)
        await settle()
        #expect(store.state.userInfo.user?.id == 1)
        #expect(store.state.blogs.rows.count == 20)
        #expect(!store.state.showsHUD)
        let blog = store.state.blogs.rows[0]
        store.send(.blogs(.likeButtonTapped(at: 0)))
        await settle()
        #expect(store.state.blogs.rows[0].likeButton != blog.likeButton)
        store.send(.segmentSelected(at: 1))
        await settle()
        #expect(store.state.draftLists[.drafts]?.rows.count == 3)
        store.send(.draftList(.drafts, .draftButtonTapped(at: 0)))
        await settle()
        #expect(store.state.draftLists[.drafts]?.rows.map(\.id) == [2, 3])
        store.send(.blogs(.rowSelected(at: 0)))
        await settle()
        #expect(store.state.detail?.loaded?.heading == blog.title)
    }

    @Test func voicePlaysOnTheClockAndThePlayersTicksArriveAsMessages() async {
        let clock = VirtualClock()
        let runner = VoiceEffectRunner(service: FakeVoiceService(), player: ClockVoicePlayer(clock: clock))
        let store = Store(VoiceState(), effects: runner)
        store.send(.viewDidLoad)
        await settle()
        store.send(.rowSelected(at: 0))
        await settle()
        #expect(store.state.rows.map(VoiceFormatting.stateText) == ["playing 0/3s", "play", "play"])
        clock.advance(by: .seconds(1))
        await settle()
        #expect(store.state.rows.map(VoiceFormatting.stateText) == ["playing 1/3s", "play", "play"])
    }
}
