/// A screen the Profile scene pushes when something is selected: a blog, the header's user, or a draft.
public enum ProfileDetail: Hashable, Sendable {
    /// `BlogDetail`: title, `Author: NAME`, body, `like N`.
    case blog(id: Int)
    /// `UserDetail`: name, `friends N`, `following N`, `followers N`.
    case user(id: Int)
    /// `DraftDetail`: title, `edited …`, body.
    case draft(id: Int)

    /// The screen's title: `BlogDetail`, `UserDetail` or `DraftDetail`.
    public var title: String {
        switch self {
        case .blog: "BlogDetail"
        case .user: "UserDetail"
        case .draft: "DraftDetail"
        }
    }
}

/// What a detail screen shows: a heading and the lines under it, formatted.
public struct DetailContent: Hashable, Sendable, ListItem {
    /// The detail shown.
    public var id: ProfileDetail
    /// A detail loads from the detail it shows.
    public typealias Source = ProfileDetail
    /// A detail screen cannot be acted on.
    public typealias Action = NoListAction<DetailContent>
    /// The first line, in bold.
    public var heading: String
    /// The lines under it (a body's paragraphs included).
    public var lines: [String]

    /// A body's lines under its heading: a body that opens with its own title (and a blank line) shows it once,
    /// in the heading.
    public static func bodyLines(_ body: String?, under title: String) -> [String] {
        var lines = (body ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == title else { return lines }
        lines.removeFirst()
        if lines.first?.isEmpty == true { lines.removeFirst() }
        return lines
    }

    /// Creates the content of a detail screen.
    public init(id: ProfileDetail, heading: String, lines: [String]) {
        self.id = id
        self.heading = heading
        self.lines = lines
    }
}

/// Loads a ``ProfileDetail``'s content: the services it reads and the formatting of the scene that shows it.
public struct DetailLoader: Sendable {
    let services: ProfileServices
    let blogFormatting: BlogFormatting
    let formatting: ProfileFormatting

    /// Creates a loader over the services, writing blogs as `blogFormatting` says.
    public init(services: ProfileServices, blogFormatting: BlogFormatting, formatting: ProfileFormatting) {
        self.services = services
        self.blogFormatting = blogFormatting
        self.formatting = formatting
    }

    /// A list of one that loads `detail` (it shows `Loading…`, fails and retries like any list).
    /// The details loaded, each as a list of one.
    public var service: ListService<DetailContent> {
        ListService(loadingOnly: { detail, _ throws(APIError) in
            PageBatch(items: [try await load(detail)], hasMore: false)
        })
    }

    @MainActor
    public func list(for detail: ProfileDetail) -> PagedList<DetailContent> {
        PagedList(source: detail, service: service)
    }

    /// Loads and formats `detail`.
    public func load(_ detail: ProfileDetail) async throws(APIError) -> DetailContent {
        switch detail {
        case .blog(let id):
            let blog = try await services.blogs.blog(id: id)
            let lines =
                [blogFormatting.authorText(blog), blogFormatting.likeCountText(blog), ""]
                + DetailContent.bodyLines(blog.body, under: blog.title)
            return DetailContent(id: detail, heading: blog.title, lines: lines)
        case .user(let id):
            let user = try await services.users.user(id: id)
            let lines = [formatting.friendsText(user), formatting.followingText(user), formatting.followersText(user)]
            return DetailContent(id: detail, heading: formatting.nameText(user), lines: lines)
        case .draft(let id):
            let draft = try await services.drafts.draft(id: id)
            let lines = [formatting.editedText(draft), ""] + DetailContent.bodyLines(draft.body, under: draft.title)
            return DetailContent(id: detail, heading: draft.title, lines: lines)
        }
    }
}
