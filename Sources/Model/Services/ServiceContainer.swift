import Foundation

/// Every service the scenes use, bundled so that the composition root passes one value around.
///
/// `LiveServices` builds them all over one HTTP client (`ServiceContainer.live(client:)`); tests build one with fakes
/// through ``init``.
public struct ServiceContainer: Sendable {
    /// Signing in.
    public var auth: any AuthService
    /// Reading users.
    public var users: any UserService
    /// Following and unfollowing.
    public var follows: any FollowService
    /// Blogs: paging, detail, like, share.
    public var blogs: any BlogService
    /// Drafts and trash.
    public var drafts: any DraftService
    /// The news feed.
    public var news: any NewsService
    /// The counter sets.
    public var counters: any CounterService
    /// Voice messages and audio.
    public var voices: any VoiceService

    /// Creates a container from individual services.
    public init(
        auth: any AuthService, users: any UserService, follows: any FollowService, blogs: any BlogService,
        drafts: any DraftService, news: any NewsService, counters: any CounterService, voices: any VoiceService
    ) {
        self.auth = auth
        self.users = users
        self.follows = follows
        self.blogs = blogs
        self.drafts = drafts
        self.news = news
        self.counters = counters
        self.voices = voices
    }
}
