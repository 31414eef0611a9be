import Foundation
import LiveServices
import Logging
import Model
import Server

/// A started app: the logged-in environment, and the embedded server if it started one. Call ``stop()`` at the end.
public final class AppSession: Sendable {
    public let options: LaunchOptions
    public let environment: AppEnvironment
    /// The server the app talks to.
    public let serverURL: URL
    /// The user whose profile `--profile` names, if it named one.
    public let profileUserID: Int?
    private let embeddedServer: RunningServer?

    /// Starts the embedded server (unless `options.serverURL` names one), then logs in as `options.username`.
    @MainActor
    public static func start(_ options: LaunchOptions, catalog: SceneCatalog) async throws(LaunchError) -> AppSession {
        try options.validate(catalog: catalog)
        let server: RunningServer?
        let serverURL: URL
        if let url = options.serverURL {
            (server, serverURL) = (nil, url)
        } else {
            let embedded = try await startEmbeddedServer(options)
            (server, serverURL) = (embedded, embedded.baseURL)
            let faults = options.faults ? "on" : "off"
            let database = options.databaseURL.path
            log(
                "embedded server at \(embedded.baseURL.absoluteString) (database \(database), faults \(faults))",
                in: options)
        }
        do {
            let environment = try await logIn(options, at: serverURL)
            var profileUserID: Int?
            if let name = options.profileName {
                profileUserID = try await userID(named: name, in: environment.services)
            }
            return AppSession(
                options: options, environment: environment, serverURL: serverURL, profileUserID: profileUserID,
                server: server)
        } catch {
            await server?.stop()
            throw error
        }
    }

    private init(
        options: LaunchOptions, environment: AppEnvironment, serverURL: URL, profileUserID: Int?,
        server: RunningServer?
    ) {
        self.options = options
        self.environment = environment
        self.serverURL = serverURL
        self.profileUserID = profileUserID
        self.embeddedServer = server
    }

    /// Stops the embedded server, if any.
    public func stop() async {
        await embeddedServer?.stop()
    }

    private static func userID(named name: String, in services: ServiceContainer) async throws(LaunchError) -> Int {
        let users: [User]
        do {
            users = try await services.users.users()
        } catch {
            throw .loginFailed(username: name, error)
        }
        guard let user = users.first(where: { $0.username == name }) else {
            throw .unknownProfile(name, users.map(\.username))
        }
        return user.id
    }

    /// The log of the app's sessions: `mvx.log` in the data directory (`--data-dir`).
    public static func logURL(for options: LaunchOptions) -> URL {
        options.dataDirectory.appendingPathComponent("mvx.log")
    }

    /// Appends a dated line to the log (created for its owner only); a log that cannot be written is skipped, as
    /// it never stops the app.
    private static func log(_ line: String, in options: LaunchOptions) {
        let url = logURL(for: options)
        let text = "\(Date().formatted(.iso8601)) \(line)\n"
        let manager = FileManager.default
        if !manager.fileExists(atPath: url.path) {
            _ = manager.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        guard let handle = try? FileHandle(forWritingTo: url) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(text.utf8))
    }

    private static func startEmbeddedServer(_ options: LaunchOptions) async throws(LaunchError) -> RunningServer {
        let directory = options.dataDirectory
        do {
            // The directory holds password hashes and session tokens: its owner only.
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            Self.restrict(directory)
        } catch {
            throw .dataDirectoryUnavailable(path: directory.path, reason: error.localizedDescription)
        }
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, databasePath: options.databaseURL.path, faultsEnabled: options.faults,
            latency: options.latency, logLevel: .critical)
        configuration.bcryptCost = options.embeddedServerBcryptCost
        // The embedded server has one client, this app: no login storm to yield to, and at nice 19 its first login
        // would wait behind whatever else keeps the machine busy.
        configuration.passwordChecksYield = false
        // One client: two connections for one-statement reads are plenty, and every one opened costs the start.
        configuration.databaseReaders = 2
        do {
            return try await MVXServer.start(configuration)
        } catch {
            throw .serverFailed(error)
        }
    }

    /// Makes an existing data directory its owner's only (a 0755 one from an older build), unless it is not ours or
    /// is shared on purpose (sticky, as `/tmp`).
    private static func restrict(_ directory: URL) {
        var status = stat()
        guard stat(directory.path, &status) == 0, status.st_uid == getuid(), status.st_mode & mode_t(S_ISVTX) == 0,
            status.st_mode & 0o077 != 0
        else { return }
        _ = chmod(directory.path, 0o700)
    }

    private static func logIn(_ options: LaunchOptions, at serverURL: URL) async throws(LaunchError) -> AppEnvironment {
        let client = APIClient(baseURL: serverURL, timeout: options.answerTimeout)
        let services = ServiceContainer.live(client: client)
        let kept = options.keepsSession ? KeptSessions(directory: options.dataDirectory) : nil
        if kept != nil { restrict(options.dataDirectory) }
        // The embedded server's port changes at every start; its database does not.
        let server = options.serverURL?.absoluteString ?? "embedded:" + options.databaseURL.path
        let viewer: User
        if let kept,
            let resumed = await resume(kept.session(server: server, username: options.username), client, services)
        {
            viewer = resumed
        } else {
            kept?.forget(server: server, username: options.username)
            viewer = try await freshLogin(options, services: services, at: serverURL)
            if let kept, let token = client.token {
                kept.keep(.init(server: server, username: options.username, userID: viewer.id, token: token))
            }
        }
        guard let token = client.token else {
            throw .loginFailed(username: options.username, .undecodable(type: "LoginResponse", reason: "no token"))
        }
        return AppEnvironment(
            services: services, serverURL: serverURL, session: Session(viewer: viewer, token: token),
            randomSource: options.randomSource, timeZone: options.timeZone, networkActivity: client.activity)
    }

    /// The kept session's user, if its token still works on this server and belongs to that user; else `nil`, with
    /// the client unsigned.
    ///
    /// `GET /users/{id}` answers anyone; the first page of the user's drafts answers only that user's token, so an
    /// entry naming one user with another's token is not resumed.
    private static func resume(
        _ entry: KeptSessions.Entry?, _ client: APIClient, _ services: ServiceContainer
    ) async -> User? {
        guard let entry else { return nil }
        client.token = entry.token
        // Both at once: the start waits for the slower, not for the two in turn.
        async let ownDrafts = try? services.drafts.drafts(of: entry.userID, offset: 0, limit: 1)
        async let named = try? services.users.user(id: entry.userID)
        if await ownDrafts != nil, let user = await named, user.username == entry.username {
            return user
        }
        client.token = nil
        return nil
    }

    private static func freshLogin(
        _ options: LaunchOptions, services: ServiceContainer, at serverURL: URL
    ) async throws(LaunchError) -> User {
        let viewer: User
        do {
            viewer = try await services.auth.login(username: options.username, password: LaunchOptions.demoPassword)
        } catch {
            switch error {
            case .unauthorized, .http(status: 400, _), .http(status: 404, _):
                let known = (try? await services.users.users().map(\.username)) ?? []
                throw .loginRefused(username: options.username, knownUsers: known)
            case .noConnection(let reason):
                throw .serverUnreachable(url: serverURL.absoluteString, reason: reason)
            default:
                throw .loginFailed(username: options.username, error)
            }
        }
        return viewer
    }
}
