import Foundation
import LiveServices
import Model
import Testing

@Suite("LiveAuthService")
struct AuthServiceTests {
    @Test("logging in answers the user and signs later requests")
    func loginSignsTheClient() async throws {
        try await withLiveServer { client, _ in
            // Given a client without a token
            let services = ServiceContainer.live(client: client)

            // When alice logs in with the demo password
            let alice = try await services.auth.login(username: "alice", password: demoPassword)

            // Then the answer is alice, the client holds a token, and a write succeeds with it
            #expect(alice.username == "alice")
            #expect(client.token?.isEmpty == false)
            let saved = try await services.counters.save(counterID: 1, num: 2)
            #expect(saved.num == 2)
        }
    }

    @Test("a wrong password is refused as unauthorized and leaves the client unsigned")
    func wrongPassword() async throws {
        try await withLiveServer { client, _ in
            // When alice logs in with a wrong password
            let error = await failure {
                try await LiveAuthService(client: client).login(username: "alice", password: "wrong")
            }

            // Then it is refused and no token is kept
            #expect(error?.status == 401)
            #expect(client.token == nil)
        }
    }

    @Test("logging out makes writes unauthorized again")
    func logout() async throws {
        try await withLiveServer { client, _ in
            // Given alice signed in
            let auth = LiveAuthService(client: client)
            _ = try await auth.login(username: "alice", password: demoPassword)

            // When she logs out and saves a counter
            auth.logout()
            let error = await failure { try await LiveCounterService(client: client).save(counterID: 1, num: 2) }

            // Then the write is refused
            #expect(error?.status == 401)
        }
    }
}
