import Foundation
import Model
import Server
import TestSupport
import Testing

@testable import Server

/// `GET /users?query=`: the users whose display name contains the query, ignoring case, over HTTP on every storage
/// backend this run can reach.
@Suite("User search")
struct UserSearchTests {
    /// Runs `body` against a fresh server on `backend` and a probe connected to it.
    private static func withServer(_ backend: StorageBackend, _ body: (Probe) async throws -> Void) async throws {
        switch backend {
        case .grdb:
            try await LiveServer.with { _, probe in try await body(probe) }
        #if PostgreSQL
            case .postgres:
                try await PostgresTestDatabase.withFresh { url in
                    let configuration = ServerConfiguration.forTest(databasePath: url)
                    let server = try await MVXServer.start(configuration)
                    let probe = Probe(port: server.port)
                    try await run(
                        { try await body(probe) },
                        then: {
                            await probe.close()
                            await server.stop()
                        })
                }
        #endif
        }
    }

    /// The path `GET /users?query=text`, the text percent-encoded byte by byte (all but unreserved ASCII).
    private static func path(query text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return "/users?query=" + (text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")
    }

    /// The display names `GET /users?query=text` answers, in order.
    private static func names(_ probe: Probe, _ text: String, token: String? = nil) async throws -> [String] {
        let answer = try await probe.get(path(query: text), token: token)
        #expect(answer.status == 200, "query \(text)")
        return try answer.decode([User].self).map(\.displayName)
    }

    @Test("the query matches any part of the display name, ignoring case", arguments: StorageBackend.available)
    func caseInsensitive(backend: StorageBackend) async throws {
        try await Self.withServer(backend) { probe throws in
            // Given the seeded users; when their names are searched in any case
            // Then each finds the users whose display name contains it, in id order
            #expect(try await Self.names(probe, "alice") == ["Alice Chen"])
            #expect(try await Self.names(probe, "ALICE CHEN") == ["Alice Chen"])
            #expect(try await Self.names(probe, "chen") == ["Alice Chen"])
            #expect(try await Self.names(probe, "AR") == ["Bob Martin", "Carol Díaz"])
            #expect(try await Self.names(probe, "nobody") == [])
        }
    }

    @Test(
        "wide characters, accents in either case or composition, and fullwidth letters match",
        arguments: StorageBackend.available)
    func unicode(backend: StorageBackend) async throws {
        try await Self.withServer(backend) { probe throws in
            #expect(try await Self.names(probe, "小明") == ["王小明"])
            #expect(try await Self.names(probe, "张伟") == ["张伟 Wei Zhang"])
            #expect(try await Self.names(probe, "WEI") == ["张伟 Wei Zhang"])
            // `Í` folds to `í`, which SQLite's LOWER would not do
            #expect(try await Self.names(probe, "DÍAZ") == ["Carol Díaz"])
            // `i` + U+0301 is the same text as `í`
            #expect(try await Self.names(probe, "di\u{301}az") == ["Carol Díaz"])
            // fullwidth letters, as a Chinese input method types them
            #expect(try await Self.names(probe, "ＣＡＲＯＬ") == ["Carol Díaz"])
            // an accent is not ignored: `diaz` is another word
            #expect(try await Self.names(probe, "diaz") == [])
        }
    }

    @Test(
        "%, _ and quotes match themselves, not as wildcards or SQL", arguments: StorageBackend.available)
    func literalCharacters(backend: StorageBackend) async throws {
        try await Self.withServer(backend) { probe throws in
            #expect(try await Self.names(probe, "%") == [])
            #expect(try await Self.names(probe, "_") == [])
            #expect(try await Self.names(probe, "A%n") == [])
            #expect(try await Self.names(probe, "Ali_e") == [])
            #expect(try await Self.names(probe, "o'n") == ["Erin O'Neil"])
            #expect(try await Self.names(probe, "' OR 1=1 --") == [])
        }
    }

    @Test(
        "an empty query is everyone; a signed-in search says whom the viewer follows",
        arguments: StorageBackend.available)
    func emptyQueryAndViewer(backend: StorageBackend) async throws {
        try await Self.withServer(backend) { probe throws in
            let everyone = try await probe.get("/users").decode([User].self)
            #expect(try await probe.get("/users?query=").decode([User].self) == everyone)
            #expect(try await probe.get("/users?query").decode([User].self) == everyone)
            let token = try await probe.login("alice")
            let found = try await probe.get(Self.path(query: "o"), token: token).decode([User].self)
            // Bob Martin, Carol Díaz and Erin O'Neil have an `o`; alice follows bob and carol, not erin
            #expect(found.map(\.username) == ["bob", "carol", "erin"])
            #expect(found.first { $0.username == "bob" }?.isFollowing == true)
            #expect(found.first { $0.username == "carol" }?.isFollowing == true)
            #expect(found.first { $0.username == "erin" }?.isFollowing == false)
        }
    }

    @Test(
        "100 characters are searched; 101, or a control character, is a 400 that says so",
        arguments: StorageBackend.available)
    func limits(backend: StorageBackend) async throws {
        try await Self.withServer(backend) { probe throws in
            // Given 100 Chinese characters: a query as long as the field allows
            #expect(try await Self.names(probe, String(repeating: "王", count: 100)) == [])
            // When one more is asked
            let long = try await probe.get(Self.path(query: String(repeating: "王", count: 101)))
            // Then it is refused with the usual error body, naming the limit
            #expect(long.status == 400)
            #expect(long.error?.code == "bad_request")
            #expect(long.error?.message.contains("at most 100 characters") == true)
            let control = try await probe.get("/users?query=al%00ice")
            #expect(control.status == 400)
            #expect(control.error?.message.contains("control characters") == true)
        }
    }
}

@Suite("User search: the folded key")
struct UserNameQueryTests {
    @Test("the key folds case fully, composition and width: what a user types matches what the name shows")
    func folding() {
        #expect(UserNameQuery.key(for: "ÄLICE") == UserNameQuery.key(for: "älice"))
        #expect(UserNameQuery.key(for: "STRASSE") == UserNameQuery.key(for: "straße"))
        #expect(UserNameQuery.key(for: "A\u{308}lice") == UserNameQuery.key(for: "älice"))
        #expect(UserNameQuery.key(for: "ＡＬＩＣＥ") == "alice")
        #expect(UserNameQuery.key(for: "王小明") == "王小明")
        #expect(UserNameQuery.key(for: "%_") == "%_")
    }

    @Test("an absent or empty query is everyone; a long one is counted in characters, not bytes")
    func parsing() throws {
        #expect(try UserNameQuery.parse(nil) == nil)
        #expect(try UserNameQuery.parse("") == nil)
        #expect(try UserNameQuery.parse("Bob")?.key == "bob")
        #expect(try UserNameQuery.parse(String(repeating: "é", count: 100)) != nil)
        #expect(throws: APIFailure.self) { try UserNameQuery.parse(String(repeating: "a", count: 101)) }
        #expect(throws: APIFailure.self) { try UserNameQuery.parse("a\tb") }
    }
}
