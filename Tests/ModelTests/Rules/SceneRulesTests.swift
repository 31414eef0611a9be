import Foundation
import Model
import ServiceFakes
import Testing

/// The scene rules every architecture shares, tested once here: each architecture only decides where the outcome
/// goes (a view, a presenter's call, observable state, a message).
@MainActor
struct SceneRulesTests {
    @Test func printingWritesTheDrawnLineNumber() {
        // Given a fresh paper and a source that draws 7
        var paper = Paper()
        let random = ScriptedRandomSource([7])
        #expect(paper.content == "line 0")
        // When the user prints
        paper.print(drawingFrom: random)
        // Then it reads line 7, drawn from 0...9
        #expect(paper.content == "line 7")
        #expect(random.requestedRanges == [0...9])
    }

    @Test(arguments: [
        (UserListKind.following, false, FollowTapOutcome.follow),
        (.discover, false, .follow),
        (.discover, true, .unfollow),
        (.following, true, .ask(question: "Unfollow Bob B?")),
    ])
    func aFollowTapFollowsUnfollowsOrAsks(kind: UserListKind, following: Bool, outcome: FollowTapOutcome) {
        // Given Bob, followed or not, in a Following or Discover list
        let bob = User(
            id: 2, username: "bob", displayName: "Bob B", avatarURL: "", friendCount: 0, isFollowing: following)
        // When his button is tapped, Then a follow never asks, and only Following asks before an unfollow
        #expect(kind.followTapOutcome(for: bob, formatting: FollowFormatting(viewerID: 1)) == outcome)
    }

    @Test func theOwnerSeesThreeModulesAndAHUD() {
        // Given alice looking at her own profile
        let layout = ProfileLayout(userID: 1, viewerID: 1)
        // Then she sees Blogs, Drafts and Trash, her blogs as "(you)", and a HUD while they load
        #expect(layout.isOwner)
        #expect(layout.modules.map(\.title) == ["Blogs", "Drafts", "Trash"])
        #expect(layout.modules.map { $0.draftKind?.buttonTitle } == [nil, "delete", "restore"])
        #expect(layout.showsHUDUntilBlogsLoad)
        #expect(layout.blogFormatting.authorText(.sample(author: "alice")) == "Author: alice (you)")
    }

    @Test func aVisitorSeesBlogsAloneAndNoHUD() {
        // Given bob looking at alice's profile
        let layout = ProfileLayout(userID: 1, viewerID: 2)
        // Then he sees her Blogs alone, her name without "(you)", and no HUD
        #expect(!layout.isOwner)
        #expect(layout.modules == [.blogs])
        #expect(!layout.showsHUDUntilBlogsLoad)
        #expect(layout.blogFormatting.authorText(.sample(author: "alice")) == "Author: alice")
    }

    @Test func theLoadModeSegmentsAreAllThenPagedAndNoOther() {
        // When the `All | Paged` control reports each segment, and indices it does not have
        let modes = (-1...2).map { NewsLoadMode.selected(at: $0) }
        // Then the first is All, the second Paged, and the others none
        #expect(modes == [nil, .all, .paged, nil])
    }

    @Test func pickingDraftsOrTrashReloadsThemButBlogsAndStrayIndicesNothing() {
        // Given alice's own profile
        let layout = ProfileLayout(userID: 1, viewerID: 1)
        // When she picks each segment, or an index the control does not have
        let reloaded = (-1...3).map { layout.moduleToReload(whenSegmentSelectedAt: $0) }
        // Then only Drafts and Trash load again
        #expect(reloaded == [nil, nil, .drafts, .trash, nil])
        #expect(layout.firstModule == .blogs)
    }

    @Test func theStatusFollowsLoadingAndFailuresButNotContent() {
        // Given a quiet status
        var status = LoadStatus()
        // When a load starts, fails with a retryable error, and rows arrive
        let loading = status.apply(.loadingChanged(true))
        let failed = status.apply(.failureChanged(ListFailure(error: .sampleOutage, isRetryable: true)))
        let content = status.apply(.reloaded)
        #expect(loading && failed && !content)
        // Then it shows Loading…, the error and Retry; a failure that cannot be repeated shows no Retry
        #expect(status.isLoading)
        #expect(status.errorMessage == ListFailure(error: .sampleOutage, isRetryable: true).message)
        #expect(status.canRetry)
        _ = status.apply(.failureChanged(ListFailure(error: .tooManyItems(limit: 1_000), isRetryable: false)))
        #expect(!status.canRetry)
        _ = status.apply(.failureChanged(nil))
        #expect(status.errorMessage == nil && !status.canRetry)
    }
}

extension Blog {
    fileprivate static func sample(author: String) -> Blog {
        Blog(
            id: 1, authorID: 1, authorName: author, authorUsername: author, title: "T",
            createdAt: Date(timeIntervalSince1970: 0),
            likeCount: 0, isLiked: false, shareCount: 0)
    }
}
