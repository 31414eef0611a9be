import App
import Foundation
import LiveServices
import Model
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app keeps its login token between starts, as a real client does (issues #20 and #27).
@MainActor
@Suite("Kept session")
struct KeptSessionTests {
    /// Options that start the app on `server` keeping its session in `directory`, as `mvx` does.
    static func keeping(on server: TestServer, in directory: URL) -> LaunchOptions {
        var options = LaunchOptions()
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
}
