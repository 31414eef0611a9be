import Foundation
import LiveServices
import Model
import SceneViews
import TerminalKit

#if canImport(FoundationNetworking)
    import FoundationNetworking  // URLRequest
#endif

/// The Profile screen as seed 000's first `UserVC` writes it: one controller that fetches the user, the blogs, the
/// drafts and the trash itself, picks the JSON apart by hand, branches on which table is asking, formats every line
/// inline (`if self.userID == self.viewerID` decides `(you)`), likes, shares, deletes and restores, and pushes the
/// detail screens it builds itself. It passes the same behaviour suite as the five architectures — that is the
/// point: it works, and none of it can be tested without a screen and a server, reused, or changed in one place.
///
/// Like the massive News controller it uses no service and no `PagedList`; it only reports its requests to the
/// app's ``NetworkActivity`` and starts its work with `startTrackedTask`, so that the headless `wait` is exact.
@MainActor
public final class MassiveProfileViewController: ViewController {
    struct Failure: Error {
        /// The whole line: what went wrong and what to do.
        var message: String
        /// The line beside a `Retry` button, without the advice to retry.
        var besideRetry: String
    }

    private let baseURL: URL
    private let token: String
    private let userID: Int
    private let viewerID: Int
    private let activity: NetworkActivity
    private let header = UserInfoHeaderView()
    private let blogModule = ListModuleView(rowHeight: BlogCell.height)
    private let draftModule = ListModuleView(rowHeight: DraftCell.height)
    private let trashModule = ListModuleView(rowHeight: DraftCell.height)
    private var user: [String: Any]?
    private var blogs: [[String: Any]] = []
    private var drafts: [[String: Any]] = []
    private var trash: [[String: Any]] = []
    private var blogsHaveMore = false
    private var draftsHaveMore = false
    private var blogLoad: Task<Void, Never>?
    private var draftLoad: Task<Void, Never>?
    private var blogGeneration = 0
    private var pendingLikes: [Int: Int] = [:]

    /// Creates the screen for `userID`'s profile on the server at `baseURL`, as seen by `viewerID` holding `token`.
    public init(baseURL: URL, token: String, userID: Int, viewerID: Int, activity: NetworkActivity) {
        self.baseURL = baseURL
        self.token = token
        self.userID = userID
        self.viewerID = viewerID
        self.activity = activity
        super.init()
        title = "Profile"
    }

    public override func loadView() {
        let isOwner = userID == viewerID
        let sceneView = ProfileSceneView(
            header: header, segments: isOwner ? ["Blogs", "Drafts", "Trash"] : ["Blogs"],
            modules: isOwner ? [blogModule, draftModule, trashModule] : [blogModule])
        sceneView.onModuleSelected = { [weak self] index in
            if index == 1 { self?.loadDrafts(replacing: true) }
            if index == 2 { self?.loadTrash() }
        }
        view = sceneView
    }

    public override var preferredFocusedView: View? { blogModule.tableView }

    public override func viewDidLoad() {
        for (table, identifier, cell) in [
            (blogModule.tableView, "blog", BlogCell.self as TableViewCell.Type),
            (draftModule.tableView, "draft", DraftCell.self), (trashModule.tableView, "trash", DraftCell.self),
        ] {
            table.register(cell, forCellReuseIdentifier: identifier)
            table.dataSource = self
            table.delegate = self
        }
        header.onHeaderSelected = { [weak self] in
            self?.pushDetail(path: "users/\(self?.userID ?? 0)", title: "UserDetail")
        }
        blogModule.refreshControl.onRefresh = { [weak self] in
            if self?.user == nil { self?.loadUser() }
            self?.loadBlogs(replacing: true)
        }
        draftModule.refreshControl.onRefresh = { [weak self] in self?.loadDrafts(replacing: true) }
        trashModule.refreshControl.onRefresh = { [weak self] in self?.loadTrash() }
        loadUser()
        if userID == viewerID { showHUD() }
        loadBlogs(replacing: true)
    }

    // MARK: - Loading, by hand

    private func loadUser() {
        run(in: header.status, loading: nil, retry: { [weak self] in self?.loadUser() }) { [weak self] in
            guard let self else { return }
            let user = try await self.json(self.request("GET", "users/\(self.userID)")) as? [String: Any] ?? [:]
            self.user = user
            self.header.show(
                name: "\(user["displayName"] as? String ?? "") @\(user["username"] as? String ?? "")",
                friends: "friends \(user["friendCount"] as? Int ?? 0)", avatarURL: user["avatarURL"] as? String ?? "")
        }
    }

    private func loadBlogs(replacing: Bool) {
        if !replacing { guard blogsHaveMore, blogLoad == nil else { return } }
        blogLoad?.cancel()
        blogGeneration += 1
        let (generation, offset) = (blogGeneration, replacing ? 0 : blogs.count)
        let retry: @MainActor () -> Void = { [weak self] in self?.loadBlogs(replacing: replacing) }
        blogLoad = run(in: blogModule.status, loading: blogModule, retry: retry) { [weak self] in
            guard let self else { return }
            defer { if generation == self.blogGeneration { self.blogLoad = nil } }
            let path = "users/\(self.userID)/blogs?offset=\(offset)&limit=20"
            let page = try await self.json(self.request("GET", path)) as? [String: Any] ?? [:]
            guard generation == self.blogGeneration else { return }
            let items = page["items"] as? [[String: Any]] ?? []
            self.blogsHaveMore = offset + items.count < page["total"] as? Int ?? 0
            self.blogs = replacing ? items : self.blogs + items
            self.blogModule.tableView.reloadData()
            self.hideHUD()
        } failed: { [weak self] in
            self?.hideHUD()
        }
    }

    private func loadDrafts(replacing: Bool) {
        if !replacing { guard draftsHaveMore, draftLoad == nil else { return } }
        let offset = replacing ? 0 : drafts.count
        let retry: @MainActor () -> Void = { [weak self] in self?.loadDrafts(replacing: replacing) }
        draftLoad = run(in: draftModule.status, loading: draftModule, retry: retry) { [weak self] in
            guard let self else { return }
            defer { self.draftLoad = nil }
            let path = "users/\(self.userID)/drafts?offset=\(offset)&limit=20"
            let page = try await self.json(self.request("GET", path)) as? [String: Any] ?? [:]
            let items = page["items"] as? [[String: Any]] ?? []
            self.draftsHaveMore = offset + items.count < page["total"] as? Int ?? 0
            self.drafts = replacing ? items : self.drafts + items
            self.draftModule.tableView.reloadData()
        }
    }

    private func loadTrash() {
        run(in: trashModule.status, loading: trashModule, retry: { [weak self] in self?.loadTrash() }) { [weak self] in
            guard let self else { return }
            self.trash =
                try await self.json(self.request("GET", "users/\(self.userID)/trash")) as? [[String: Any]] ?? []
            self.trashModule.tableView.reloadData()
        }
    }

    // MARK: - Acting on rows, by hand

    private func toggleLike(blogID: Int) {
        guard let row = blogs.firstIndex(where: { $0["id"] as? Int == blogID }) else { return }
        let liked = !(blogs[row]["isLiked"] as? Bool ?? false)
        let before = blogs[row]
        blogs[row]["isLiked"] = liked
        blogs[row]["likeCount"] = max(0, (blogs[row]["likeCount"] as? Int ?? 0).saturatingAdding(liked ? 1 : -1))
        blogModule.tableView.reloadRows(at: [IndexPath(row: row)])
        pendingLikes[blogID, default: 0] += 1
        run(in: blogModule.status, loading: nil, retry: { [weak self] in self?.toggleLike(blogID: blogID) }) {
            [weak self] in
            guard let self else { return }
            defer { self.pendingLikes[blogID, default: 1] -= 1 }
            do {
                let answer = try await self.json(self.request(liked ? "POST" : "DELETE", "blogs/\(blogID)/like"))
                self.updateBlog(blogID) { blog in
                    guard self.pendingLikes[blogID] == 1, let answer = answer as? [String: Any] else { return }
                    blog["likeCount"] = answer["likeCount"]
                    blog["isLiked"] = answer["isLiked"]
                }
            } catch {
                self.updateBlog(blogID) { blog in if self.pendingLikes[blogID] == 1 { blog = before } }
                throw error
            }
        }
    }

    private func share(blogID: Int) {
        run(in: blogModule.status, loading: blogModule, retry: { [weak self] in self?.share(blogID: blogID) }) {
            [weak self] in
            guard let self else { return }
            let answer = try await self.json(self.request("POST", "blogs/\(blogID)/share")) as? [String: Any]
            self.updateBlog(blogID) { $0["shareCount"] = answer?["shareCount"] }
        }
    }

    private func updateBlog(_ blogID: Int, _ change: (inout [String: Any]) -> Void) {
        guard let row = blogs.firstIndex(where: { $0["id"] as? Int == blogID }) else { return }
        let shown = { (blog: [String: Any]) in
            "\(blog["likeCount"] as? Int ?? 0) \(blog["isLiked"] as? Bool ?? false) \(blog["shareCount"] as? Int ?? 0)"
        }
        let before = shown(blogs[row])
        change(&blogs[row])
        if shown(blogs[row]) != before { blogModule.tableView.reloadRows(at: [IndexPath(row: row)]) }
    }

    private func moveDraft(_ draftID: Int, toTrash: Bool) {
        let module = toTrash ? draftModule : trashModule
        let retry: @MainActor () -> Void = { [weak self] in self?.moveDraft(draftID, toTrash: toTrash) }
        run(in: module.status, loading: module, retry: retry) { [weak self] in
            guard let self else { return }
            _ = try await self.json(self.request("POST", "drafts/\(draftID)/\(toTrash ? "trash" : "restore")"))
            if toTrash {
                guard let row = self.drafts.firstIndex(where: { $0["id"] as? Int == draftID }) else { return }
                self.drafts.remove(at: row)
                self.draftModule.tableView.deleteRows(at: [IndexPath(row: row)])
            } else {
                guard let row = self.trash.firstIndex(where: { $0["id"] as? Int == draftID }) else { return }
                self.trash.remove(at: row)
                self.trashModule.tableView.deleteRows(at: [IndexPath(row: row)])
            }
        }
    }

    // MARK: - Navigating, by hand

    private func pushDetail(path: String, title: String) {
        let detail = ViewController()
        let content = DetailContentView()
        detail.view = content
        detail.title = title
        navigationController?.pushViewController(detail)
        loadDetail(path: path, title: title, into: content)
    }

    private func loadDetail(path: String, title: String, into content: DetailContentView) {
        let retry = { @MainActor [weak self, weak content] in
            guard let content else { return }
            self?.loadDetail(path: path, title: title, into: content)
        }
        run(in: content.status, loading: nil, retry: retry) { [weak self, weak content] in
            guard let self, let json = try await self.json(self.request("GET", path)) as? [String: Any] else {
                return
            }
            var lines: [String] = []
            if title == "UserDetail" {
                lines = [
                    "friends \(json["friendCount"] as? Int ?? 0)",
                    "following \(json["followingCount"] as? Int ?? 0)",
                    "followers \(json["followerCount"] as? Int ?? 0)",
                ]
                let name = "\(json["displayName"] as? String ?? "") @\(json["username"] as? String ?? "")"
                content?.show(heading: name, lines: lines)
                return
            }
            if title == "BlogDetail" {
                let you = self.userID == self.viewerID ? " (you)" : ""
                lines = [
                    "Author: \(json["authorUsername"] as? String ?? "")\(you)",
                    "like \(json["likeCount"] as? Int ?? 0)", "",
                ]
            } else {
                lines = ["edited \(self.formatDate(json["editedAt"] as? String ?? ""))", ""]
            }
            let heading = json["title"] as? String ?? ""
            lines += DetailContent.bodyLines(json["body"] as? String, under: heading)
            content?.show(heading: heading, lines: lines)
        }
    }

    // MARK: - Networking, errors and dates, by hand

    @discardableResult
    private func run(
        in status: LoadStatusView, loading module: ListModuleView?, retry: @escaping @MainActor () -> Void,
        _ body: @escaping @MainActor () async throws -> Void,
        failed: (@MainActor () -> Void)? = nil
    ) -> Task<Void, Never> {
        status.showError(nil, canRetry: false)
        status.isLoading = true
        return startTrackedTask {
            do {
                try await body()
            } catch is CancellationError {
            } catch {
                status.onRetry = retry
                status.showError((error as? Failure)?.besideRetry ?? "\(error)", canRetry: true)
                failed?()
            }
            status.isLoading = false
            module?.refreshControl.endRefreshing()
        }
    }

    private func request(_ method: String, _ path: String) -> URLRequest {
        var request = URLRequest(url: URL(string: path, relativeTo: baseURL.appendingPathComponent("/")) ?? baseURL)
        request.httpMethod = method
        request.cachePolicy = .reloadIgnoringLocalCacheData
        request.timeoutInterval = 15
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return request
    }

    private func json(_ request: URLRequest) async throws -> Any {
        activity.requestStarted()
        defer { activity.requestFinished() }
        let data: Data
        let status: Int
        do {
            if let tracker = WorkTracker.current {
                (data, status) = try await tracker.waitingForNetwork { () async throws(APIError) in
                    try await HTTPExchange.send(request)
                }
            } else {
                (data, status) = try await HTTPExchange.send(request)
            }
        } catch {
            throw Failure(message: error.description, besideRetry: error.descriptionBesideRetry)
        }
        let json = try? JSONSerialization.jsonObject(with: data)
        guard (200..<300).contains(status) else {
            let message = ((json as? [String: Any])?["error"] as? [String: Any])?["message"] as? String
            let line = message.map { "Server error \(status): \($0)" } ?? "Server error \(status)."
            throw Failure(message: line, besideRetry: line)
        }
        return json ?? [:]
    }

    private func formatDate(_ iso: String) -> String {
        let parser = ISO8601DateFormatter()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return parser.date(from: iso).map(formatter.string(from:)) ?? iso
    }
}

extension MassiveProfileViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        if tableView === blogModule.tableView { return blogs.count }
        return tableView === draftModule.tableView ? drafts.count : trash.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: TerminalKit.IndexPath) -> TableViewCell {
        if tableView === blogModule.tableView {
            let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
            let blog = blogs[indexPath.row]
            let id = blog["id"] as? Int ?? 0
            let liked = blog["isLiked"] as? Bool ?? false
            cell.show(
                title: blog["title"] as? String ?? "",
                author: "Author: \(blog["authorUsername"] as? String ?? "")" + (userID == viewerID ? " (you)" : ""),
                likeCount: "like \(blog["likeCount"] as? Int ?? 0)", likeButtonTitle: liked ? "liked" : "like",
                shareCount: "shared \(blog["shareCount"] as? Int ?? 0)")
            cell.onLikeTapped = { [weak self] in self?.toggleLike(blogID: id) }
            cell.onShareTapped = { [weak self] in self?.share(blogID: id) }
            return cell
        }
        let isDrafts = tableView === draftModule.tableView
        let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
        let draft = (isDrafts ? drafts : trash)[indexPath.row]
        let id = draft["id"] as? Int ?? 0
        cell.show(
            title: draft["title"] as? String ?? "", edited: "edited \(formatDate(draft["editedAt"] as? String ?? ""))",
            buttonTitle: isDrafts ? "delete" : "restore")
        cell.onButtonTapped = { [weak self] in self?.moveDraft(id, toTrash: isDrafts) }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TerminalKit.IndexPath) {
        if tableView === blogModule.tableView {
            pushDetail(path: "blogs/\(blogs[indexPath.row]["id"] as? Int ?? 0)", title: "BlogDetail")
        } else {
            let draft = (tableView === draftModule.tableView ? drafts : trash)[indexPath.row]
            pushDetail(path: "drafts/\(draft["id"] as? Int ?? 0)", title: "DraftDetail")
        }
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        if tableView === blogModule.tableView { loadBlogs(replacing: false) }
        if tableView === draftModule.tableView { loadDrafts(replacing: false) }
    }
}
