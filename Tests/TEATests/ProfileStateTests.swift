import Foundation
import Model
import TEA
import Testing

/// The Profile scene's update as a pure function: the modules' states composed, the HUD and the pushed detail as
/// state, each module's effects tagged with it. No fakes.
struct ProfileStateTests {
    private let formatting = ProfileFormatting(timeZone: .gmt)
    private let blog = Blog(
        id: 7, authorID: 1, authorName: "Alice", authorUsername: "alice", title: "Hello", createdAt: .now,
        likeCount: 2, isLiked: false, shareCount: 0)

    private func owner() -> ProfileState {
        ProfileState(layout: ProfileLayout(userID: 1, viewerID: 1), formatting: formatting)
    }
    private func visitor() -> ProfileState {
        ProfileState(layout: ProfileLayout(userID: 1, viewerID: 2), formatting: formatting)
    }

    /// The blogs' first page (request #1 of the blogs' list) answered with `blogs`.
    private func blogsLoaded(_ blogs: [Blog]) -> ProfileMessage {
        .blogs(.list(.pageAnswered(ListRequest(1), .success(PageBatch(items: blogs, hasMore: false)))))
    }

    @Test func theOwnersProfileShowsTheHUDUntilTheBlogsHaveAnswered() {
        // Given the owner's profile
        var state = owner()
        // When its view loads, then the header and the blogs are fetched and the HUD shows
        #expect(
            state.update(.viewDidLoad) == [
                .userInfo(.fetch(ListRequest(1), from: .user(id: 1), offset: 0)),
                .blogs(.fetch(ListRequest(1), from: .blogs(of: 1), offset: 0)),
            ])
        #expect(state.showsHUD)
        // When the header answers first, then the HUD stays; once the blogs answer, it goes
        let user = User(id: 1, username: "alice", displayName: "Alice", avatarURL: "", friendCount: 3)
        _ = state.update(.userInfo(.pageAnswered(ListRequest(1), .success(PageBatch(items: [user], hasMore: false)))))
        #expect(state.showsHUD)
        _ = state.update(blogsLoaded([blog]))
        #expect(!state.showsHUD)
    }

    @Test func aVisitorSeesBlogsAloneWithNoHUDAndAuthorsWithoutYou() {
        var state = visitor()
        _ = state.update(.viewDidLoad)
        #expect(!state.showsHUD)
        #expect(state.draftLists.isEmpty)
        _ = state.update(blogsLoaded([blog]))
        #expect(state.blogs.rows.map(\.author) == ["Author: alice"])
    }

    @Test func draftsAndTrashReloadEachTimeTheyAreShownAndBlogsDoNot() {
        // Given the owner's profile: Blogs | Drafts | Trash
        var state = owner()
        #expect(Set(state.draftLists.keys) == [.drafts, .trash])
        // When each segment is picked, then Drafts and Trash fetch, Blogs does not
        #expect(
            state.update(.segmentSelected(at: 1)) == [
                .draftList(.drafts, .fetch(ListRequest(1), from: .drafts(of: 1), offset: 0))
            ])
        #expect(
            state.update(.segmentSelected(at: 2)) == [
                .draftList(.trash, .fetch(ListRequest(1), from: .trash(of: 1), offset: 0))
            ])
        #expect(state.update(.segmentSelected(at: 0)).isEmpty)
        #expect(state.update(.segmentSelected(at: 5)).isEmpty)
        _ = state.update(.viewDidLoad)
        _ = state.update(blogsLoaded([blog]))
        #expect(state.blogs.rows.map(\.author) == ["Author: alice (you)"])
    }

    @Test func aLikeShowsAtOnceAndAShareOnceAnswered() {
        // Given the owner's blogs
        var state = owner()
        _ = state.update(.viewDidLoad)
        _ = state.update(blogsLoaded([blog]))
        // When like is tapped, then the row shows liked and like 3 at once, and the like is sent
        #expect(state.update(.blogs(.likeButtonTapped(at: 0))).count == 1)
        #expect(state.blogs.rows[0].likeButton == "liked")
        #expect(state.blogs.rows[0].likeCount == "like 3")
        // When share is tapped, then the count waits for the answer
        _ = state.update(.blogs(.shareButtonTapped(at: 0)))
        #expect(state.blogs.rows[0].shareCount == "shared 0")
        _ = state.update(.blogs(.list(.actionAnswered(ListRequest(3), .success(.share(ShareResult(shareCount: 1)))))))
        #expect(state.blogs.rows[0].shareCount == "shared 1")
    }

    @Test func selectingABlogOrADraftPushesItsDetailUntilItIsClosed() {
        var state = owner()
        _ = state.update(.viewDidLoad)
        _ = state.update(blogsLoaded([blog]))
        #expect(
            state.update(.blogs(.rowSelected(at: 0))) == [
                .detail(.blog(id: 7), .fetch(ListRequest(1), from: .blog(id: 7), offset: 0))
            ])
        #expect(state.detail?.detail == .blog(id: 7))
        _ = state.update(.detailClosed)
        #expect(state.detail == nil)
        #expect(state.update(.blogs(.rowSelected(at: 4))).isEmpty)
    }

    @Test func theHeaderPushesTheUsersDetailOnceTheUserHasLoaded() {
        var state = visitor()
        #expect(state.update(.headerSelected).isEmpty)
        #expect(state.detail == nil)
        let user = User(id: 1, username: "alice", displayName: "Alice", avatarURL: "", friendCount: 3)
        _ = state.update(.viewDidLoad)
        _ = state.update(.userInfo(.pageAnswered(ListRequest(1), .success(PageBatch(items: [user], hasMore: false)))))
        #expect(state.userInfo.header?.friends == "friends 3")
        #expect(
            state.update(.headerSelected) == [
                .detail(.user(id: 1), .fetch(ListRequest(1), from: .user(id: 1), offset: 0))
            ])
    }

    @Test func anAnswerForADetailClosedSinceIsDropped() {
        // Given blog 7's detail pushed and closed, and the user's detail pushed after it
        var state = owner()
        _ = state.update(.viewDidLoad)
        _ = state.update(blogsLoaded([blog]))
        _ = state.update(.blogs(.rowSelected(at: 0)))
        _ = state.update(.detailClosed)
        let user = User(id: 1, username: "alice", displayName: "Alice", avatarURL: "", friendCount: 3)
        _ = state.update(.userInfo(.pageAnswered(ListRequest(1), .success(PageBatch(items: [user], hasMore: false)))))
        _ = state.update(.headerSelected)
        // When the blog's late answer arrives with the same request number
        let other = PageBatch(items: [DetailContent(id: .blog(id: 7), heading: "Hello", lines: [])], hasMore: false)
        _ = state.update(.detail(.blog(id: 7), .pageAnswered(ListRequest(1), .success(other))))
        // Then the user's detail does not show it
        #expect(state.detail?.loaded == nil)
        let own = PageBatch(items: [DetailContent(id: .user(id: 1), heading: "Alice", lines: [])], hasMore: false)
        _ = state.update(.detail(.user(id: 1), .pageAnswered(ListRequest(1), .success(own))))
        #expect(state.detail?.loaded?.heading == "Alice")
    }
}
