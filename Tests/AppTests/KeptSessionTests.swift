import App
import Foundation
import LiveServices
import Model
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app keeps its login token between starts, as a real client does.
@MainActor
@Suite("Kept session")
struct KeptSessionTests {
    /// Options that start the app on `server` keeping its session in `directory`, as `mvx` does.
    static func keeping(on server: TestServer, in directory: URL) -> LaunchOptions {
        var options = LaunchOptions()
        options.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
        options.serverURL = server.baseURL
        options.dataDirectory = directory
        options.keepsSession = true
        return options
    }

    @Test("a second start reuses the kept token: it opens while the server refuses logins, and needs no password check")
    func secondStartReusesToken() async throws {
        try await withServer { server in
            // Given a first start that logged in and kept its token in a private data directory
            let directory = try TestServer.makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let options = Self.keeping(on: server, in: directory)
            let first = try await AppSession.start(options, catalog: .standard)
            await first.stop()
            let file = try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent("sessions.json").path)
            #expect((file[.posixPermissions] as? Int) == 0o600)
            // When logins start failing (a stranger, an outage of the password check) and the app starts again
            try await server.injectFault("POST /auth/login", status: 503, count: 100)
            let second = try await AppSession.start(options, catalog: .standard)
            await second.stop()
            // Then it is in, as the same user with the same token
            #expect(second.environment.session.viewer.username == "alice")
            #expect(second.environment.session.token == first.environment.session.token)
        }
    }

    @Test("a kept token the server no longer knows is dropped, and the app logs in again")
    func revokedTokenLogsInAgain() async throws {
        try await withServer { server in
            // Given a kept token that was then logged out
            let directory = try TestServer.makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let options = Self.keeping(on: server, in: directory)
            let first = try await AppSession.start(options, catalog: .standard)
            await first.stop()
            var logout = URLRequest(url: server.baseURL.appendingPathComponent("auth/logout"))
            logout.httpMethod = "POST"
            logout.setValue("Bearer \(first.environment.session.token)", forHTTPHeaderField: "Authorization")
            #expect(try await HTTPExchange.send(logout).status == 204)
            // When the app starts again
            let second = try await AppSession.start(options, catalog: .standard)
            await second.stop()
            // Then it logged in afresh, with a new token
            #expect(second.environment.session.viewer.username == "alice")
            #expect(second.environment.session.token != first.environment.session.token)
        }
    }

    /// bob's token, from a login of a client of the test's own.
    private static func token(of username: String, on server: TestServer) async throws -> String {
        let client = server.makeClient()
        _ = try await ServiceContainer.live(client: client).auth.login(username: username, password: "mvx-demo")
        return try #require(client.token)
    }

    @Test("an entry naming alice with bob's token is not resumed: the app logs in as alice afresh")
    func entryBoundToItsUser() async throws {
        try await withServer { server in
            // Given a kept file whose entry for alice holds bob's valid token
            let directory = try TestServer.makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let bobsToken = try await Self.token(of: "bob", on: server)
            let entry =
                #"[{"server":"\#(server.baseURL.absoluteString)","username":"alice","userID":1,"token":"\#(bobsToken)"}]"#
            try Data(entry.utf8).write(to: directory.appendingPathComponent("sessions.json"))
            // When the app starts as alice
            let session = try await AppSession.start(Self.keeping(on: server, in: directory), catalog: .standard)
            await session.stop()
            // Then it is alice with a token of her own, not bob's
            #expect(session.environment.session.viewer.username == "alice")
            #expect(session.environment.session.token != bobsToken)
        }
    }

    @Test("a FIFO where the kept file goes does not hold the start: the app logs in and keeps nothing")
    func fifoIsRefused() async throws {
        try await withServer { server in
            // Given a FIFO nobody writes to at sessions.json
            let directory = try TestServer.makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("sessions.json").path
            #expect(mkfifo(path, 0o600) == 0)
            // When the app starts keeping its session, then it starts as alice (before, it waited for good)
            let session = try await AppSession.start(Self.keeping(on: server, in: directory), catalog: .standard)
            await session.stop()
            #expect(session.environment.session.viewer.username == "alice")
            var status = stat()
            #expect(stat(path, &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFIFO))
        }
    }

    @Test("a kept file others can read and an open data directory are made the owner's only when the token is reused")
    func permissionsRepaired() async throws {
        try await withServer { server in
            // Given a first start's kept file, then opened to everyone, in a directory opened too
            let directory = try TestServer.makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let options = Self.keeping(on: server, in: directory)
            let first = try await AppSession.start(options, catalog: .standard)
            await first.stop()
            let file = directory.appendingPathComponent("sessions.json").path
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            // When the app starts again with the same token
            let second = try await AppSession.start(options, catalog: .standard)
            await second.stop()
            #expect(second.environment.session.token == first.environment.session.token)
            // Then both are its owner's only again
            let manager = FileManager.default
            #expect((try manager.attributesOfItem(atPath: file)[.posixPermissions] as? Int) == 0o600)
            #expect((try manager.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int) == 0o700)
        }
    }
}
