/// The services a Profile scene and its modules read: users, blogs, drafts.
public struct ProfileServices: Sendable {
    /// The header's user, and the user detail.
    public var users: any UserService
    /// The Blogs module and the blog detail.
    public var blogs: any BlogService
    /// The Drafts and Trash modules and the draft detail.
    public var drafts: any DraftService

    /// Creates the bundle.
    public init(users: any UserService, blogs: any BlogService, drafts: any DraftService) {
        self.users = users
        self.blogs = blogs
        self.drafts = drafts
    }
}

extension ProfileServices {
    /// The profile's services out of the app's container.
    public init(_ services: ServiceContainer) {
        self.init(users: services.users, blogs: services.blogs, drafts: services.drafts)
    }
}
