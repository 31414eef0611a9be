/// What a Profile scene shows, decided by who looks at whose profile (seed 000): the owner sees Blogs, Drafts and
/// Trash under a switch, blog authors written `Author: NAME (you)`, and a HUD while the blogs first load; a visitor
/// sees Blogs alone, with no HUD.
public struct ProfileLayout: Hashable, Sendable {
    /// The list modules under the header, in segment order.
    public enum Module: Hashable, Sendable, CaseIterable {
        /// The profile's blogs.
        case blogs
        /// The owner's drafts.
        case drafts
        /// The owner's trash.
        case trash

        /// The segment's title: `Blogs`, `Drafts`, `Trash`.
        public var title: String {
            switch self {
            case .blogs: "Blogs"
            case .drafts: "Drafts"
            case .trash: "Trash"
            }
        }

        /// The draft list this module shows, or `nil` for Blogs.
        public var draftKind: DraftListKind? {
            switch self {
            case .blogs: nil
            case .drafts: .drafts
            case .trash: .trash
            }
        }
    }

    /// Whose profile it is.
    public let userID: Int
    /// Whether the viewer looks at their own profile.
    public let isOwner: Bool

    /// The layout of `userID`'s profile as `viewerID` sees it.
    public init(userID: Int, viewerID: Int) {
        self.userID = userID
        isOwner = userID == viewerID
    }

    /// The list modules, in segment order: Blogs, Drafts, Trash for the owner; Blogs alone for a visitor.
    public var modules: [Module] { isOwner ? [.blogs, .drafts, .trash] : [.blogs] }

    /// The draft list modules (Drafts, Trash on the owner's profile), in segment order, each with the list it shows.
    public var draftModules: [(module: Module, kind: DraftListKind)] {
        modules.compactMap { module in module.draftKind.map { (module, $0) } }
    }

    /// Whether a HUD covers the scene until the blogs have first answered (the owner's profile only).
    public var showsHUDUntilBlogsLoad: Bool { isOwner }

    /// How blog rows read: `Author: NAME (you)` on the owner's profile, `Author: NAME` on a visitor's.
    public var blogFormatting: BlogFormatting { isOwner ? .owner : .visitor }

    /// Whether `module` loads again each time the segmented control shows it: Drafts and Trash do, since a draft
    /// moved in one belongs in the other; Blogs keeps what it shows (pull to refresh it).
    public func reloadsWhenShown(_ module: Module) -> Bool { module.draftKind != nil }

    /// The module to load again when the user picks segment `index` of ``modules``: the module there if it
    /// ``reloadsWhenShown(_:)``; `nil` for Blogs and for an index outside the segments.
    public func moduleToReload(whenSegmentSelectedAt index: Int) -> Module? {
        guard modules.indices.contains(index), reloadsWhenShown(modules[index]) else { return nil }
        return modules[index]
    }

    /// The module shown first: the first of ``modules``.
    public var firstModule: Module { modules.first ?? .blogs }

    /// What loads the details this scene pushes (a blog, the user, a draft), written as the scene writes its rows.
    public func detailLoader(services: ProfileServices, formatting: ProfileFormatting) -> DetailLoader {
        DetailLoader(services: services, blogFormatting: blogFormatting, formatting: formatting)
    }
}
