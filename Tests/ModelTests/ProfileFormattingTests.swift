import Foundation
import Model
import ServiceFakes
import Testing

/// What the Profile scene writes: the author line each scene hands its Blogs module, and the details it pushes.
struct ProfileFormattingTests {
    let blog = Blog(
        id: 7, authorID: 1, authorName: "Alice Chen", authorUsername: "alice", title: "On modules",
        createdAt: Date(timeIntervalSince1970: 0), likeCount: 3, isLiked: true, shareCount: 2)

    @Test func theOwnerSeesYouAfterTheirNameAndAVisitorDoesNot() {
        #expect(BlogFormatting.owner.authorText(blog) == "Author: alice (you)")
        #expect(BlogFormatting.visitor.authorText(blog) == "Author: alice")
        // And the counts read the same in both
        #expect(BlogFormatting.owner.likeCountText(blog) == "like 3")
        #expect(BlogFormatting.visitor.likeButtonTitle(blog) == "liked")
        #expect(BlogFormatting.visitor.shareCountText(blog) == "shared 2")
    }

    @Test func aDraftShowsWhenItWasLastEditedInMinutes() {
        let draft = Draft(
            id: 1, ownerID: 1, title: "Plans", editedAt: Date(timeIntervalSince1970: 1_700_000_000), isTrashed: false)
        #expect(ProfileFormatting().editedText(draft) == "edited 2023-11-14 22:13")
    }

    @Test func aBlogsDetailIsWrittenAsTheSceneThatPushesItWritesBlogs() async throws {
        // Given blog 2 and a loader from the owner's scene
        let services = ProfileServices(
            users: FakeUserService(), blogs: FakeBlogService(count: 3), drafts: FakeDraftService(live: 1, trashed: 0))
        let owner = DetailLoader(services: services, blogFormatting: .owner, formatting: ProfileFormatting())
        // When its detail loads
        let detail = try await owner.load(.blog(id: 2))
        // Then it has the title, the owner's author line, the likes and the body
        #expect(detail.heading == "Blog 2")
        #expect(detail.lines == ["Author: alice (you)", "like 2", "", "The body of blog 2."])
    }

    @Test func aUsersDetailCountsFriendsFollowingAndFollowers() async throws {
        let services = ProfileServices(
            users: FakeUserService(), blogs: FakeBlogService(count: 1), drafts: FakeDraftService(live: 1, trashed: 0))
        let loader = DetailLoader(services: services, blogFormatting: .visitor, formatting: ProfileFormatting())
        let detail = try await loader.load(.user(id: 2))
        #expect(detail.heading == "Bob Martin @bob")
        #expect(detail.lines.count == 3)
        #expect(detail.lines[0].hasPrefix("friends "))
    }

    @Test func anUnknownDraftIsAnErrorNotAnEmptyPage() async {
        let services = ProfileServices(
            users: FakeUserService(), blogs: FakeBlogService(count: 1), drafts: FakeDraftService(live: 1, trashed: 0))
        let loader = DetailLoader(services: services, blogFormatting: .owner, formatting: ProfileFormatting())
        await #expect(throws: APIError.self) { try await loader.load(.draft(id: 99)) }
    }

    @Test func aBodyThatOpensWithItsTitleShowsItOnceInTheHeading() {
        // A body that repeats the title (and the blank line after it) leaves them to the heading
        #expect(DetailContent.bodyLines("On modules\n\nFirst.\nSecond.", under: "On modules") == ["First.", "Second."])
        // Any other body shows whole
        #expect(DetailContent.bodyLines("Modules, again\nFirst.", under: "On modules") == ["Modules, again", "First."])
        #expect(DetailContent.bodyLines(nil, under: "On modules") == [""])
    }
}
