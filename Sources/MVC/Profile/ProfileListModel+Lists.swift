import Model

/// The UserInfo header's model: one user, shown as its ``ProfileHeader``; selecting it opens the user's detail.
public typealias UserInfoModel = ProfileListModel<User, ProfileHeader>
/// The Blogs module's model: a user's blogs, 20 a page, each row's `like` and `share`; a row opens its blog.
public typealias BlogListModel = ProfileListModel<Blog, BlogRow>
/// A draft module's model — the owner's Drafts or the Trash: each row's button moves the draft; a row opens it.
public typealias DraftListModel = ProfileListModel<Draft, DraftRow>
/// A pushed detail's model: `BlogDetail`, `UserDetail` or `DraftDetail`, loaded and formatted.
public typealias ProfileDetailModel = ProfileListModel<DetailContent, DetailContent>

extension ProfileListModel where Item == User, Row == ProfileHeader {
    /// The header of `userID`'s profile.
    public convenience init(userInfoOf userID: Int, service: any UserService, formatting: ProfileFormatting) {
        self.init(
            list: PagedList(userInfoOf: userID, service: service),
            row: { ProfileHeader(user: $0, formatting: formatting) }, detail: { .user(id: $0.id) })
    }

    /// The header, once the user has loaded.
    public var header: ProfileHeader? { row(at: 0) }

    /// The user selected the header (`details`): the delegate hears the user's detail, once the user has loaded.
    public func headerSelected() { rowSelected(at: 0) }
}

extension ProfileListModel where Item == Blog, Row == BlogRow {
    /// The Blogs module of `userID`'s profile, its rows written as `formatting` says.
    public convenience init(blogsOf userID: Int, service: any BlogService, formatting: BlogFormatting) {
        self.init(
            list: PagedList(blogsOf: userID, service: service), row: { BlogRow(blog: $0, formatting: formatting) },
            detail: { .blog(id: $0.id) })
    }

    /// The user tapped `like`/`liked` in row `index`: the row shows it at once, and a failure puts it back.
    public func likeButtonTapped(at index: Int) { perform(.toggleLike, at: index) }

    /// The user tapped `share` in row `index`: the row shows the new count once the server answers.
    public func shareButtonTapped(at index: Int) { perform(.share, at: index) }
}

extension ProfileListModel where Item == Draft, Row == DraftRow {
    /// The `kind` module of `ownerID`'s drafts.
    public convenience init(kind: DraftListKind, ownerID: Int, service: any DraftService, formatting: ProfileFormatting)
    {
        self.init(
            list: PagedList(drafts: kind.source(ownerID: ownerID), service: service),
            row: { DraftRow(draft: $0, kind: kind, formatting: formatting) }, detail: { .draft(id: $0.id) },
            buttonAction: kind.buttonAction)
    }

    /// The user tapped the button of row `index` (`delete` in Drafts, `restore` in the Trash): the draft leaves the
    /// list once the server answers. An index past the end is ignored.
    public func draftButtonTapped(at index: Int) {
        guard let buttonAction else { return }
        perform(buttonAction, at: index)
    }
}

extension ProfileListModel where Item == DetailContent, Row == DetailContent {
    /// The detail `detail`, loaded and formatted by `loader`; it selects nothing.
    public convenience init(detail: ProfileDetail, loader: DetailLoader) {
        self.init(list: loader.list(for: detail), row: { $0 }, detail: { _ in nil })
    }

    /// The content, once loaded.
    public var content: DetailContent? { row(at: 0) }

    /// The view loaded: load the content.
    public func viewDidLoad() { load() }
}
