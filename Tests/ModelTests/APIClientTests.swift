import Foundation
import LiveServices
import Model
import Server
import TestSupport
import Testing

@Suite("APIClient against a live server")
struct APIClientTests {
    @Test("a server that is gone gives noConnection, with no HTTP status")
    func noConnection() async throws {
        // Given the address of a server that has been stopped
        let address = try await withLiveServer { _, server in server.baseURL }
        let client = APIClient(baseURL: address)

        // When a request is sent there
        let error = await failure { try await client.get("/counters", query: ["set": "main"], as: [Counter].self) }

        // Then it fails as no connection, tells the user to check the server, and still counts as finished
        guard case .noConnection(let reason)? = error else {
            Issue.record("expected noConnection, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("127.0.0.1"))
        #expect(error?.status == nil)
        #expect(error?.description.contains("Check that it is running") == true)
        #expect(client.activity.snapshot == .init(inFlight: 0, completed: 1))
    }

    @Test("a write without a token gives unauthorized with the server's detail")
    func unauthorizedWithoutToken() async throws {
        try await withLiveServer { client, _ in
            // Given a client that never logged in
            #expect(client.token == nil)

            // When it saves a counter
            let error = await failure {
                try await client.put("/counters/1", json: CounterUpdate(num: 3), as: Counter.self)
            }

            // Then the server's 401 arrives as unauthorized, with its code
            guard case .unauthorized(let detail)? = error else {
                Issue.record("expected unauthorized, got \(String(describing: error))")
                return
            }
            #expect(detail?.code == "unauthorized")
            #expect(error?.status == 401)
        }
    }

    @Test("a token the server does not know gives unauthorized")
    func unauthorizedWithUnknownToken() async throws {
        try await withLiveServer { client, _ in
            // Given a made-up token
            client.token = "not-a-real-token"

            // When it writes
            let error = await failure { try await client.post("/news/x/read", as: ReadCount.self) }

            // Then it is refused as unauthorized
            #expect(error?.status == 401)
        }
    }

    @Test("bad paging gives the HTTP status and the server's code and message")
    func httpStatusWithDetail() async throws {
        try await withLiveServer { client, _ in
            // When a page larger than the limit is asked for
            let error = await failure {
                try await client.get("/users/1/blogs", query: ["offset": "0", "limit": "101"], as: Page<Blog>.self)
            }

            // Then it is a 400 carrying the server's own explanation
            guard case .http(let status, let detail)? = error else {
                Issue.record("expected http, got \(String(describing: error))")
                return
            }
            #expect(status == 400)
            #expect(detail?.code == "bad_request")
            #expect(detail?.message.isEmpty == false)
            #expect(error?.description.contains(detail?.message ?? "?") == true)
        }
    }

    @Test("an answer of the wrong shape gives undecodable, naming the type and the problem")
    func undecodableBody() async throws {
        try await withLiveServer { client, _ in
            // When a counter list is read as a single user
            let error = await failure { try await client.get("/counters", query: ["set": "main"], as: User.self) }

            // Then it is undecodable, not a crash and not a success
            guard case .undecodable(let type, let reason)? = error else {
                Issue.record("expected undecodable, got \(String(describing: error))")
                return
            }
            #expect(type == "User")
            #expect(!reason.isEmpty)
        }
    }

    @Test("a 2xx answer missing a field gives undecodable naming the missing key")
    func undecodableMissingKey() async throws {
        try await withLiveServer { client, _ in
            // Given a type that wants a field no counter has
            struct CounterWithColour: Decodable {
                var id: Int
                var colour: String
            }

            // When the counters are read as that type
            let error = await failure {
                try await client.get("/counters", query: ["set": "main"], as: [CounterWithColour].self)
            }

            // Then the reason says which key is missing
            guard case .undecodable(_, let reason)? = error else {
                Issue.record("expected undecodable, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("colour"))
        }
    }

    @Test("an unknown route gives a 404")
    func unknownRoute() async throws {
        try await withLiveServer { client, _ in
            let error = await failure { try await client.get("/no/such/route", as: User.self) }
            #expect(error?.status == 404)
        }
    }

    @Test("path text is escaped, so odd ids reach the server as ids")
    func pathIsEscaped() async throws {
        try await withLiveServer { client, _ in
            // Given a signed-in client
            _ = try await LiveAuthService(client: client).login(username: "alice", password: demoPassword)

            // When an article id with a space, a question mark and wide characters is read
            let error = await failure { try await LiveNewsService(client: client).markRead(docid: "没有 this?id") }

            // Then the server looked it up and did not find it (not a malformed request, not another route)
            #expect(error?.status == 404)
        }
    }

    @Test("a server that does not answer in time gives noConnection")
    func timeout() async throws {
        // Given a server that accepts the connection and never answers, and a client that waits 1 s
        let hung = try SilentListener()
        defer { hung.stop() }
        let client = APIClient(baseURL: try hung.baseURL, timeout: 1)

        // When the counters are read
        let error = await failure { try await LiveCounterService(client: client).counters(in: .main) }

        // Then the client gives up with noConnection, saying it got no answer
        guard case .noConnection(let reason)? = error else {
            Issue.record("expected noConnection, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("no answer"))
    }

    @Test("a request counts as in flight until it ends, and cancelling it ends it as cancelled")
    func cancellationAndActivity() async throws {
        // Given a server that never answers
        let hung = try SilentListener()
        defer { hung.stop() }
        let client = APIClient(baseURL: try hung.baseURL)

        // When the counters are read
        let read = Task { await failure { try await LiveCounterService(client: client).counters(in: .main) } }

        // Then the client reports the request in flight
        #expect(await eventually { client.activity.inFlight == 1 })

        // When the task is cancelled
        read.cancel()

        // Then it ends as cancelled and counts as completed with nothing left in flight
        #expect(await read.value == .cancelled)
        #expect(client.activity.snapshot == .init(inFlight: 0, completed: 1))
    }

    @Test("a finished request, successful or not, leaves nothing in flight")
    func activityAfterAnswers() async throws {
        try await withLiveServer { client, _ in
            // When one request succeeds and one fails
            _ = try await LiveCounterService(client: client).counters(in: .main)
            _ = await failure { try await LiveUserService(client: client).user(id: 999_999) }

            // Then both count as completed and none is in flight
            #expect(client.activity.snapshot == .init(inFlight: 0, completed: 2))
        }
    }
}

@Suite("APIClient settings")
struct APIClientSettingsTests {
    @Test("a timeout is kept as asked, within 1 ms and an hour; the default is 15 s")
    func timeoutBounds() throws {
        let url = try #require(URL(string: "http://127.0.0.1:1"))
        #expect(APIClient(baseURL: url, timeout: 0.2).timeout == 0.2)
        #expect(APIClient(baseURL: url, timeout: -5).timeout == 0.001)
        #expect(APIClient(baseURL: url, timeout: .infinity).timeout == 15)
        #expect(APIClient(baseURL: url, timeout: 1e12).timeout == 3_600)
        #expect(APIClient(baseURL: url).timeout == 15)
    }
}
