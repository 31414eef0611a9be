import MVVM
import Model
import ServiceFakes
import Testing

/// The Profile modules' view models over fake services, no view module in sight: the scene's formatting reaches the
/// rows, a like changes its own row's observable state before the server answers and rolls back when it fails, and
/// a draft's button removes its row.
@MainActor
@Suite(.trackingWork)
struct ProfileViewModelTests {
    let blogs = FakeBlogService(count: 45)
    let drafts = FakeDraftService(live: 3, trashed: 1)

    private func loadedBlogs(_ formatting: BlogFormatting = .owner) async -> BlogViewModel {
        let viewModel = BlogViewModel(userID: 1, service: blogs, formatting: formatting)
        viewModel.fetchData()
        await settle()
        return viewModel
    }

    @Test func theSceneChoosesHowTheBlogsModuleWritesTheAuthor() async {
        #expect(await loadedBlogs(.owner).list.rows[0].row.author == "Author: alice (you)")
        #expect(await loadedBlogs(.visitor).list.rows[0].row.author == "Author: alice")
    }

    @Test func theEndLoadsTheNextPageKeepingTheRowsAbove() async {
        // Given the first page
        let viewModel = await loadedBlogs()
        let first = viewModel.list.rows[0]
        #expect(viewModel.list.rows.count == 20)
        // When the list reaches its end
        viewModel.reachedEnd()
        await settle()
        // Then 40 rows, the first still the same row view model
        #expect(viewModel.list.rows.count == 40)
        #expect(viewModel.list.rows[0] === first)
    }

    @Test func aLikeChangesItsOwnRowBeforeTheServerAnswers() async {
        // Given rows 1 and 2 watched, and a server that holds the next call
        let viewModel = await loadedBlogs()
        let (first, second) = (viewModel.list.rows[0], viewModel.list.rows[1])
        let firstWatch = ChangeWatch { _ = (first.row.likeCount, first.row.likeButton) }
        let rowsWatch = ChangeWatch { _ = viewModel.list.rows }
        await blogs.control.holdNextCall()
        // When the user likes row 2
        second.likeButtonTapped()
        await blogs.control.waitUntilCallIsHeld()
        // Then row 2 reads liked and one more like at once; row 1 and the list of rows did not change
        #expect(second.row.likeButton == "liked")
        #expect(second.row.likeCount == "like 3")
        #expect(!firstWatch.changed)
        #expect(!rowsWatch.changed)
        await blogs.control.releaseHeldCall()
        await settle()
        #expect(second.row.likeCount == "like 3")
    }

    @Test func aFailedLikeRollsBackItsRowAndShowsTheError() async {
        // Given row 1, and a server that fails the next call
        let viewModel = await loadedBlogs()
        let row = viewModel.list.rows[0]
        let before = (row.row.likeCount, row.row.likeButton)
        await blogs.control.failNextCall()
        // When the user likes it
        row.likeButtonTapped()
        await settle()
        // Then the row is back as it was, and the module shows the error with Retry, as a failed share does
        #expect((row.row.likeCount, row.row.likeButton) == before)
        #expect(viewModel.list.status.errorMessage == APIError.sampleOutage.description)
        #expect(viewModel.list.status.canRetry)
    }

    @Test func aShareShowsTheServersCount() async {
        let viewModel = await loadedBlogs()
        let row = viewModel.list.rows[0]
        #expect(row.row.shareCount == "shared 1")
        row.shareButtonTapped()
        await settle()
        #expect(row.row.shareCount == "shared 2")
    }

    @Test func deletingADraftRemovesItsRowAndTheTrashHasIt() async {
        // Given the Drafts and Trash modules, loaded
        let draftList = DraftListViewModel(kind: .drafts, ownerID: 1, service: drafts, formatting: ProfileFormatting())
        let trashList = DraftListViewModel(kind: .trash, ownerID: 1, service: drafts, formatting: ProfileFormatting())
        draftList.fetchData()
        await settle()
        trashList.fetchData()
        await settle()
        #expect(draftList.list.rows.map(\.row.button) == ["delete", "delete", "delete"])
        // When the user taps delete on row 2
        draftList.list.rows[1].draftButtonTapped()
        await settle()
        // Then that row is gone, and the trash, shown again, has it with restore
        #expect(draftList.list.rows.map(\.id) == [1, 3])
        trashList.fetchData()
        await settle()
        #expect(trashList.list.rows.map(\.id).sorted() == [2, 4])
        #expect(trashList.list.rows.allSatisfy { $0.row.button == "restore" })
    }
}
