import MVP
import Model
import ServiceFakes
import Testing

/// The Profile modules' presenters over fake services, no view module in sight: the scene's formatting reaches the
/// rows, a like redraws its own cell before the server answers and rolls back when it fails, and a draft's button
/// removes its row.
@MainActor
@Suite(.trackingWork)
struct ProfilePresenterTests {
    let blogs = FakeBlogService(count: 45)
    let drafts = FakeDraftService(live: 3, trashed: 1)
    let view = ListViewSpy()

    private func loadedBlogs(_ formatting: BlogFormatting = .owner) async -> BlogPresenter {
        let presenter = BlogPresenter(userID: 1, service: blogs, formatting: formatting)
        presenter.view = view
        presenter.fetchData()
        await settle()
        return presenter
    }

    private func cell(_ index: Int, of presenter: BlogPresenter) -> BlogCellViewSpy {
        let cell = BlogCellViewSpy()
        presenter.cellPresenter(at: index).attach(view: cell)
        return cell
    }

    @Test func theSceneChoosesHowTheBlogsModuleWritesTheAuthor() async {
        // When the same module loads with the owner's and the visitor's formatting
        let owner = await loadedBlogs(.owner)
        let visitor = await loadedBlogs(.visitor)
        // Then the rows say so
        #expect(cell(0, of: owner).author == "Author: alice (you)")
        #expect(cell(0, of: visitor).author == "Author: alice")
    }

    @Test func blogsLoadAPageAndTheEndLoadsTheNext() async {
        // Given the first page
        let presenter = await loadedBlogs()
        #expect(presenter.numberOfRows == 20)
        #expect(view.calls.contains(.reloadAllRows))
        view.forgetCalls()
        // When the list reaches its end
        presenter.reachedEnd()
        await settle()
        // Then the next 20 rows are inserted below, the rows above untouched
        #expect(presenter.numberOfRows == 40)
        #expect(view.calls.contains(.insertRows(20..<40)))
        #expect(!view.calls.contains(.reloadAllRows))
    }

    @Test func aLikeRedrawsItsOwnCellBeforeTheServerAnswers() async {
        // Given rows 1 and 2 in cells, and a server that holds the next call
        let presenter = await loadedBlogs()
        let (first, second) = (cell(0, of: presenter), cell(1, of: presenter))
        await blogs.control.holdNextCall()
        // When the user likes row 2
        presenter.cellPresenter(at: 1).likeButtonTapped()
        await blogs.control.waitUntilCallIsHeld()
        // Then its cell shows liked and one more like at once, and row 1's cell was not touched
        #expect(second.likeButtonTitle == "liked")
        #expect(second.likeCount == "like 3")
        #expect(first.updates == 0)
        await blogs.control.releaseHeldCall()
        await settle()
        #expect(second.likeCount == "like 3")
    }

    @Test func aFailedLikeRollsBackItsCellAndShowsTheError() async {
        // Given row 1 in a cell, and a server that fails the next call
        let presenter = await loadedBlogs()
        let row = cell(0, of: presenter)
        let before = (row.likeCount, row.likeButtonTitle)
        view.forgetCalls()
        await blogs.control.failNextCall()
        // When the user likes it
        presenter.cellPresenter(at: 0).likeButtonTapped()
        await settle()
        // Then the cell is back as it was, and the module's view shows the error with Retry, as a failed share does
        #expect((row.likeCount, row.likeButtonTitle) == before)
        #expect(view.calls.contains(.showError(APIError.sampleOutage.description, canRetry: true)))
    }

    @Test func aReusedCellIsNotToldAboutItsOldRow() async {
        // Given a cell that showed row 1 and now shows row 3
        let presenter = await loadedBlogs()
        let reused = cell(0, of: presenter)
        presenter.cellPresenter(at: 2).attach(view: reused)
        let shown = reused.likeCount
        // When row 1 is liked
        presenter.cellPresenter(at: 0).likeButtonTapped()
        await settle()
        // Then the cell still shows row 3
        #expect(reused.likeCount == shown)
    }

    @Test func aShareShowsTheServersCountOnItsCell() async {
        let presenter = await loadedBlogs()
        let row = cell(0, of: presenter)
        #expect(row.shareCount == "shared 1")
        presenter.cellPresenter(at: 0).shareButtonTapped()
        await settle()
        #expect(row.shareCount == "shared 2")
    }

    @Test func deletingADraftRemovesItsRowAndTheTrashHasIt() async {
        // Given the Drafts and Trash modules, loaded
        let draftList = DraftListPresenter(kind: .drafts, ownerID: 1, service: drafts, formatting: ProfileFormatting())
        let trashList = DraftListPresenter(kind: .trash, ownerID: 1, service: drafts, formatting: ProfileFormatting())
        draftList.view = view
        draftList.fetchData()
        await settle()
        trashList.fetchData()
        await settle()
        let row = DraftCellViewSpy()
        draftList.cellPresenter(at: 1).attach(view: row)
        #expect(row.buttonTitle == "delete")
        view.forgetCalls()
        // When the user taps delete on row 2
        draftList.cellPresenter(at: 1).draftButtonTapped()
        await settle()
        // Then that row alone is removed, and the trash, shown again, has it with restore
        #expect(view.calls == [.showLoading(true), .removeRows([1]), .showLoading(false)])
        #expect(draftList.numberOfRows == 2)
        trashList.fetchData()
        await settle()
        #expect(trashList.numberOfRows == 2)
        let restored = DraftCellViewSpy()
        trashList.cellPresenter(at: 0).attach(view: restored)
        #expect(restored.buttonTitle == "restore")
    }
}
