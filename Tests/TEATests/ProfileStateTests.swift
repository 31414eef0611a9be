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

    private func owner() -> ProfileState { ProfileState(userID: 1, viewerID: 1, formatting: formatting) }
    private func visitor() -> ProfileState { ProfileState(userID: 1, viewerID: 2, formatting: formatting) }

    private func blogsLoaded(_ blogs: [Blog]) -> ProfileMessage {
        var list = ListState<Blog>()
        list.items = blogs
        return .blogs(.listChanged(list))
    }

    @Test func theOwnersProfileShowsTheHUDUntilTheBlogsHaveAnswered() {
        var state = owner()
        #expect(state.update(.viewLoaded) == [.userInfo(.load), .blogs(.reload)])
        #expect(state.showsHUD)
        var loading = ListState<Blog>()
        loading.status.isLoading = true
        _ = state.update(.blogs(.listChanged(loading)))
        #expect(state.showsHUD)
        _ = state.update(blogsLoaded([blog]))
        #expect(!state.showsHUD)
    }

    @Test func aVisitorSeesBlogsAloneWithNoHUDAndAuthorsWithoutYou() {
        var state = visitor()
        _ = state.update(.viewLoaded)
        #expect(!state.showsHUD)
        #expect(state.draftLists.isEmpty)
        _ = state.update(blogsLoaded([blog]))
        #expect(state.blogs.rows.map(\.author) == ["Author: alice"])
    }

    @Test func theOwnerHasADraftListPerDraftModuleEachFetchedWhenPicked() {
        var state = owner()
        #expect(Set(state.draftLists.keys) == [.drafts, .trash])
        #expect(state.update(.moduleSelected(.drafts)) == [.draftList(.drafts, .reload)])
        #expect(state.update(.moduleSelected(.trash)) == [.draftList(.trash, .reload)])
        #expect(state.update(.moduleSelected(.blogs)).isEmpty)
        _ = state.update(blogsLoaded([blog]))
        #expect(state.blogs.rows.map(\.author) == ["Author: alice (you)"])
    }

    @Test func aRowsButtonsBecomeTheirModulesEffects() {
        var state = owner()
        #expect(state.update(.blogs(.likeButtonTapped(id: 7))) == [.blogs(.toggleLike(id: 7))])
        #expect(state.update(.blogs(.shareButtonTapped(id: 7))) == [.blogs(.share(id: 7))])
        #expect(state.update(.draftList(.drafts, .buttonTapped(id: 4))) == [.draftList(.drafts, .buttonAction(id: 4))])
    }

    @Test func selectingABlogOrADraftPushesItsDetailUntilItIsClosed() {
        var state = owner()
        #expect(state.update(.blogs(.rowSelected(id: 7))) == [.detail(.load(.blog(id: 7)))])
        #expect(state.detail?.detail == .blog(id: 7))
        _ = state.update(.detailClosed)
        #expect(state.detail == nil)
        #expect(state.update(.draftList(.trash, .rowSelected(id: 4))) == [.detail(.load(.draft(id: 4)))])
    }

    @Test func detailsPushesTheUsersDetailOnceTheUserHasLoaded() {
        var state = visitor()
        #expect(state.update(.userInfo(.detailsTapped)).isEmpty)
        #expect(state.detail == nil)
        var info = ListState<User>()
        info.items = [User(id: 1, username: "alice", displayName: "Alice", avatarURL: "", friendCount: 3)]
        _ = state.update(.userInfo(.infoChanged(info)))
        #expect(state.userInfo.friends == "friends 3")
        #expect(state.update(.userInfo(.detailsTapped)) == [.detail(.load(.user(id: 1)))])
    }

    @Test func aDetailKeepsOnlyItsOwnContent() {
        var state = owner()
        _ = state.update(.blogs(.rowSelected(id: 7)))
        var other = ListState<DetailContent>()
        other.items = [DetailContent(id: .blog(id: 8), heading: "Other", lines: [])]
        _ = state.update(.detail(.contentChanged(other)))
        #expect(state.detail?.loaded == nil)
        var own = ListState<DetailContent>()
        own.items = [DetailContent(id: .blog(id: 7), heading: "Hello", lines: ["like 2"])]
        _ = state.update(.detail(.contentChanged(own)))
        #expect(state.detail?.loaded?.heading == "Hello")
    }
}
