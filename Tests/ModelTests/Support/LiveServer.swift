import Foundation
import LiveServices
import Model
import TestSupport
import Testing

/// Starts a real MVX server (the shared ``TestServer``: 127.0.0.1, a port the system picks, a fresh SQLite file);
/// runs `body` with a client pointed at it; stops the server and deletes the file, whatever `body` does.
func withLiveServer<Result>(
    faults: Bool = false, timeout: TimeInterval = 15,
    _ body: (APIClient, TestServer) async throws -> Result
) async throws -> Result {
    try await withServer(faults: faults) { server in
        try await body(server.makeClient(timeout: timeout), server)
    }
}

/// The ``APIError`` that `operation` throws, or `nil` when it succeeds; any other error is a test failure.
func failure<Value>(
    of operation: () async throws -> Value, sourceLocation: SourceLocation = #_sourceLocation
) async -> APIError? {
    do {
        _ = try await operation()
        return nil
    } catch let error as APIError {
        return error
    } catch {
        Issue.record("expected an APIError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The seeded demo password of every user.
let demoPassword = "mvx-demo"

/// Whether `condition` becomes true within `limit`, checking every millisecond; for waiting on other tasks.
func eventually(within limit: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    while !condition() {
        guard clock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// Logs `client` in as `username` with the demo password and answers the user.
@discardableResult
func logIn(_ client: APIClient, as username: String) async throws -> User {
    try await LiveAuthService(client: client).login(username: username, password: demoPassword)
}
