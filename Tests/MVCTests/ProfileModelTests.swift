import MVC
import Model
import ServiceFakes
import Testing

/// MVC's Profile business models over fake services, a delegate spy in the controllers' place: the scene's rules
/// come from its layout (the HUD, which module reloads when picked), each list takes what the user did by row, and a
/// selection tells the delegate which detail it opens.
@MainActor
@Suite(.trackingWork)
struct ProfileModelTests {
    let blogService = FakeBlogService(count: 45)
    let draftService = FakeDraftService(live: 3, trashed: 1)
    let spy = ModelChangeSpy()

    /// User 1's profile as `viewerID` sees it, the spy listening to the scene and to every list.
    private func profile(seenBy viewerID: Int) -> ProfileModel {
        let services = ProfileServices(users: FakeUserService(), blogs: blogService, drafts: draftService)
        let model = ProfileModel(
            layout: ProfileLayout(userID: 1, viewerID: viewerID), services: services, formatting: ProfileFormatting())
        model.delegate = spy
        model.userInfo.delegate = spy
        model.blogs.delegate = spy
        for list in model.draftLists { list.model.delegate = spy }
        return model
    }

    private func loaded(seenBy viewerID: Int) async -> ProfileModel {
        let model = profile(seenBy: viewerID)
        model.viewDidLoad()
        await settle()
        spy.forgetChanges()
        return model
    }

    @Test func theOwnersFirstLoadShowsAHUDUntilTheBlogsAnswer() async {
        // Given alice's own profile, and a server that holds the blogs
        let model = profile(seenBy: 1)
        await blogService.control.holdNextCall()
        // When the view loads
        model.viewDidLoad()
        await blogService.control.waitUntilCallIsHeld()
        // Then the HUD shows, and goes once the blogs answer
        #expect(spy.hud == [true])
        await blogService.control.releaseHeldCall()
        await settle()
        #expect(spy.hud == [true, false])
        #expect(model.blogs.count == 20)
        #expect(model.blogs.row(at: 0)?.author == "Author: alice (you)")
        #expect(model.draftLists.map(\.module) == [.drafts, .trash])
    }

    @Test func aVisitorSeesNoHUDNoDraftsAndNoYou() async {
        // When bob's view of alice's profile loads
        let model = await loaded(seenBy: 2)
        // Then no HUD showed, there are no draft lists, and the blogs read without "(you)"
        #expect(spy.hud.isEmpty)
        #expect(model.draftLists.isEmpty)
        #expect(model.blogs.row(at: 0)?.author == "Author: alice")
        #expect(model.userInfo.header?.name.isEmpty == false)
    }

    @Test func draftsAndTrashLoadWhenPickedButBlogsDoNot() async {
        // Given the owner's profile loaded
        let model = await loaded(seenBy: 1)
        // When she picks Blogs, then a segment that is not there
        model.segmentSelected(at: 0)
        model.segmentSelected(at: 3)
        await settle()
        // Then the blogs were not asked for again and no draft list loaded
        #expect(await blogService.pageOffsets == [0])
        #expect(model.draftLists.allSatisfy { $0.model.count == 0 })
        // When she picks Drafts, then Trash
        model.segmentSelected(at: 1)
        model.segmentSelected(at: 2)
        await settle()
        // Then each loaded
        #expect(model.draftLists.map(\.model.count) == [3, 1])
    }

    @Test func aLikeShowsAtOnceOnItsRowAlone() async {
        // Given the owner's blogs
        let model = await loaded(seenBy: 1)
        // When she likes row 2, and taps like on a row that is not there
        model.blogs.likeButtonTapped(at: 1)
        model.blogs.likeButtonTapped(at: 45)
        await settle()
        // Then row 2 alone reads liked, and one like was sent
        #expect(model.blogs.row(at: 1)?.likeButton == "liked")
        #expect(spy.listChanges.allSatisfy { $0 == .updated([1]) })
        #expect(await blogService.likeRequests.map { $0.id } == [2])
    }

    @Test func deletingADraftMovesItToTheTrash() async {
        // Given the owner's Drafts shown
        let model = await loaded(seenBy: 1)
        model.segmentSelected(at: 1)
        await settle()
        // When she deletes the first draft
        model.draftLists[0].model.draftButtonTapped(at: 0)
        await settle()
        // Then it leaves Drafts, and the Trash, picked next, has it
        #expect(model.draftLists[0].model.count == 2)
        model.segmentSelected(at: 2)
        await settle()
        #expect(model.draftLists[1].model.count == 2)
        #expect(model.draftLists[1].model.row(at: 0)?.button == "restore")
    }

    @Test func aSelectionInAnyListTellsTheDetailItOpens() async {
        // Given the owner's profile and her drafts loaded
        let model = await loaded(seenBy: 1)
        model.segmentSelected(at: 1)
        await settle()
        // When she selects the second blog, the header, the first draft, and a blog row that is not there
        model.blogs.rowSelected(at: 1)
        model.userInfo.headerSelected()
        model.draftLists[0].model.rowSelected(at: 0)
        model.blogs.rowSelected(at: 99)
        // Then the delegate hears the three details, in order
        #expect(spy.selectedDetails == [.blog(id: 2), .user(id: 1), .draft(id: 1)])
    }

    @Test func aDetailLoadsWrittenAsTheSceneWritesItsRows() async {
        // Given the owner's profile
        let model = profile(seenBy: 1)
        // When the detail of blog 3 loads
        let detail = model.detailModel(for: .blog(id: 3))
        detail.delegate = spy
        detail.viewDidLoad()
        await settle()
        // Then it reads as on her profile, and the delegate heard it arrive
        #expect(detail.content?.heading == "Blog 3")
        #expect(detail.content?.lines.first == "Author: alice (you)")
        #expect(spy.listChanges.contains(.reloaded))
    }
}
