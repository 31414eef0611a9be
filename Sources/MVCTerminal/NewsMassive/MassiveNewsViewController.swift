import Foundation
import LiveServices
import Model
import SceneViews
import TerminalKit

#if canImport(FoundationNetworking)
    import FoundationNetworking  // URLRequest
#endif

/// The News screen as seed 002's first listing writes it: one controller doing everything — building URLs,
/// sending requests, picking the JSON apart by hand, formatting dates, keeping the list, paging, errors, and the
/// table's data source. It works (it passes the same behaviour suite as the other three), and that is the point:
/// nothing here can be tested without a screen, a server and this whole class, and nothing can be reused.
///
/// It uses no `NewsService`, no `NewsModel` and no `APIClient`; it only reports its requests to the app's
/// ``NetworkActivity`` and starts its work with `startTrackedTask`, so that the headless `wait` knows when it is
/// idle. Two things differ from the seed, because
/// the spec demands them: an unparseable date shows the raw text (the seed showed the current time), and the
/// spinner follows a count of requests in flight (the seed started and stopped it by hand around each request).
@MainActor
public final class MassiveNewsViewController: ViewController {
    private struct News {
        var docid: String
        var title: String
        var createTime: String
        var coverSrc: String
        var readCount: Int
    }

    private struct RequestFailure: Error {
        var message: String
    }

    private static let channel = "T1467284926140"
    private static let pageSize = 20

    private let baseURL: URL
    private let token: String?
    private let activity: NetworkActivity
    private let sceneView = NewsSceneView(modes: ["All", "Paged"], selectedMode: "Paged")
    private var tableView: TableView { sceneView.tableView }

    private var newsList: [News] = []
    private var isPaged = true
    private var hasMore = false
    private var loadTask: Task<Void, Never>?
    private var loadGeneration = 0
    private var retryAction: (() -> Void)?
    private var requestsInFlight = 0 {
        didSet {
            sceneView.status.isLoading = requestsInFlight > 0
            if requestsInFlight == 0 { sceneView.refreshControl.endRefreshing() }
        }
    }

    /// Creates the screen for the server at `baseURL`, reading as the holder of `token`, counting its requests
    /// in `activity`.
    public init(baseURL: URL, token: String?, activity: NetworkActivity) {
        self.baseURL = baseURL
        self.token = token
        self.activity = activity
        super.init()
        title = "News"
    }

    public override func loadView() {
        view = sceneView
    }

    public override var preferredFocusedView: View? { tableView }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.loadNews(replacing: true) }
        sceneView.header.onModeSelected = { [weak self] index in
            guard let self, (index == 1) != self.isPaged else { return }
            self.isPaged = index == 1
            self.loadNews(replacing: true)
        }
        sceneView.status.onRetry = { [weak self] in
            let action = self?.retryAction
            action?()
        }
        loadNews(replacing: true)
    }

    // MARK: - Loading the feed

    private func loadNews(replacing: Bool) {
        // A replaced load is not cancelled, only ignored when it answers: cancelling a task inside
        // `URLSession.data(for:)` can deadlock on Linux (swift-corelibs-foundation #5412).
        if !replacing {
            guard isPaged, hasMore, loadTask == nil else { return }
        }
        loadGeneration += 1
        let generation = loadGeneration
        let offset = replacing ? 0 : newsList.count
        let paged = isPaged
        setError(nil)
        requestsInFlight += 1
        loadTask = startTrackedTask { [weak self] in
            guard let self else { return }
            defer { self.requestsInFlight -= 1 }
            do {
                var loaded: [News] = []
                var more = false
                var tooMany = false
                if paged {
                    loaded = try await self.fetchNews(offset: offset, limit: Self.pageSize)
                    more = loaded.count == Self.pageSize
                } else {
                    // The server sends at most 100 articles an answer: ask until a short answer arrives, or the
                    // most that All loads.
                    let limit = NewsLoadMode.allModeLimit
                    while true {
                        let page = try await self.fetchNews(offset: offset + loaded.count, limit: 100)
                        loaded += page.prefix(limit - loaded.count)
                        if loaded.count >= limit { tooMany = true }
                        if page.count < 100 || tooMany { break }
                    }
                }
                guard generation == self.loadGeneration else { return }
                self.loadTask = nil
                self.hasMore = more
                if replacing {
                    self.newsList = loaded
                    self.tableView.reloadData()
                } else if !loaded.isEmpty {
                    let first = self.newsList.count
                    self.newsList += loaded
                    self.tableView.insertRows(at: (first..<self.newsList.count).map { IndexPath(row: $0) })
                }
                if tooMany {
                    let limit = NewsLoadMode.allModeLimit
                    self.setError(RequestFailure(message: APIError.tooManyItems(limit: limit).description))
                }
            } catch {
                guard generation == self.loadGeneration else { return }
                self.loadTask = nil
                self.setError(error) { [weak self] in self?.loadNews(replacing: replacing) }
            }
        }
    }

    private func fetchNews(offset: Int, limit: Int) async throws -> [News] {
        let url = baseURL.appendingPathComponent("nc/article/list/\(Self.channel)/\(offset)-\(limit).html")
        let data = try await send(URLRequest(url: url))
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let articles = json[Self.channel] as? [[String: Any]]
        else {
            throw RequestFailure(message: "The news feed could not be read.")
        }
        return articles.map { article in
            News(
                docid: article["docid"] as? String ?? "",
                title: article["title"] as? String ?? "",
                createTime: article["ptime"] as? String ?? "",
                coverSrc: article["imgsrc"] as? String ?? "",
                readCount: article["readCount"] as? Int ?? 0)
        }
    }

    // MARK: - Reading an article

    private func addReadCount(at index: Int) {
        guard newsList.indices.contains(index) else { return }
        let docid = newsList[index].docid
        setError(nil)
        requestsInFlight += 1
        startTrackedTask { [weak self] in
            guard let self else { return }
            defer { self.requestsInFlight -= 1 }
            var request = URLRequest(url: self.baseURL.appendingPathComponent("news/\(docid)/read"))
            request.httpMethod = "POST"
            do {
                let data = try await self.send(request)
                guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let count = json["readCount"] as? Int
                else {
                    throw RequestFailure(message: "The read count could not be read.")
                }
                guard let row = self.newsList.firstIndex(where: { $0.docid == docid }) else { return }
                self.newsList[row].readCount = max(self.newsList[row].readCount, count)
                self.tableView.reloadRows(at: [IndexPath(row: row)])
            } catch {
                self.setError(error) { [weak self] in
                    guard let row = self?.newsList.firstIndex(where: { $0.docid == docid }) else { return }
                    self?.addReadCount(at: row)
                }
            }
        }
    }

    // MARK: - Networking and errors, by hand

    private func send(_ request: URLRequest) async throws -> Data {
        var request = request
        request.cachePolicy = .reloadIgnoringLocalCacheData
        request.timeoutInterval = 15
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        activity.requestStarted()
        defer { activity.requestFinished() }
        let data: Data
        let status: Int
        do {
            // Counted as waiting for the network, so that a headless `sleep` lets app time pass meanwhile.
            if let tracker = WorkTracker.current {
                (data, status) = try await tracker.waitingForNetwork { () async throws(APIError) in
                    try await HTTPExchange.send(request)
                }
            } else {
                (data, status) = try await HTTPExchange.send(request)
            }
        } catch {
            throw RequestFailure(message: error.descriptionBesideRetry)
        }
        guard (200..<300).contains(status) else {
            let body = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            let message = (body?["error"] as? [String: Any])?["message"] as? String
            throw RequestFailure(message: message.map { "Server error \(status): \($0)" } ?? "Server error \(status).")
        }
        return data
    }

    private func setError(_ error: (any Error)?, retry: (() -> Void)? = nil) {
        retryAction = retry
        let message = error.map { ($0 as? RequestFailure)?.message ?? "\($0)" }
        sceneView.status.showError(message, canRetry: retry != nil)
    }
}

extension MassiveNewsViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        newsList.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: TerminalKit.IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsCell.self, for: indexPath)
        let news = newsList[indexPath.row]
        cell.title = news.title
        let dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.timeZone = TimeZone(identifier: "UTC")
        dateFormatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        if let date = dateFormatter.date(from: news.createTime) {
            dateFormatter.dateFormat = "yyyy-MM-dd HH:mm"
            cell.dateText = dateFormatter.string(from: date)
        } else {
            cell.dateText = news.createTime
        }
        cell.coverURL = news.coverSrc.replacingOccurrences(of: "http:", with: "https:")
        cell.readCountText = "read \(news.readCount)"
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TerminalKit.IndexPath) {
        addReadCount(at: indexPath.row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        loadNews(replacing: false)
    }
}
