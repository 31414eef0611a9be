import Foundation
import HTTPTypes
import Model
import Testing

@testable import Server

/// The OpenAPI document is the API: every route is in it, everything in it is a route the server answers, and the
/// copy at the repository's root is the one the server serves.
@Suite("OpenAPI document")
struct OpenAPITests {
    /// `openapi.yaml` at the repository's root.
    static let committedFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("openapi.yaml")

    /// The operations the document lists, as `METHOD /path`: each path at two spaces under `paths:`, each method at
    /// four below it.
    static func documentedOperations(in yaml: String) -> Set<String> {
        var operations = Set<String>()
        var inPaths = false
        var path: String?
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                inPaths = line == "paths:"
                continue
            }
            guard inPaths else { continue }
            if line.hasPrefix("  /"), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if let path, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                let method = line.dropFirst(4).dropLast()
                if ["get", "post", "put", "delete", "patch"].contains(method) {
                    operations.insert("\(method.uppercased()) \(path)")
                }
            }
        }
        return operations
    }

    @Test("every route is in the document, and every operation in the document is a route")
    func documentMatchesTheRoutes() {
        // Given the operations the document lists
        let documented = Self.documentedOperations(in: OpenAPIDocument.yaml)
        // Then they are exactly the server's routes
        let routes = Set(APIRoute.allCases.map(\.rawValue))
        #expect(routes.subtracting(documented).isEmpty, "not documented: \(routes.subtracting(documented).sorted())")
        #expect(documented.subtracting(routes).isEmpty, "not routes: \(documented.subtracting(routes).sorted())")
    }

    @Test("openapi.yaml at the repository's root is the document the server serves")
    func committedCopyIsCurrent() async throws {
        // When the server is asked for its document
        try await LiveServer.with { _, probe in
            let answer = try await probe.get("/openapi.yaml")
            #expect(answer.status == 200)
            #expect(answer.headers[.contentType]?.hasPrefix("application/yaml") == true)
            if ProcessInfo.processInfo.environment["MVX_RECORD_OPENAPI"] == "1" {
                try answer.body.write(to: Self.committedFile)
            }
            // Then it is the committed file, byte for byte (MVX_RECORD_OPENAPI=1 rewrites the file)
            let committed = try Data(contentsOf: Self.committedFile)
            #expect(
                answer.body == committed, "openapi.yaml differs: run MVX_RECORD_OPENAPI=1 swift test --filter OpenAPI")
        }
    }

    @Test("every documented operation answers a well-formed request with its documented success")
    func everyOperationAnswers() async throws {
        try await LiveServer.with { _, probe in
            // Given alice logged in
            let token = try await probe.login("alice")
            let channel = NewsFeed.defaultChannel
            let requests: [(APIRoute, String, String?, Int)] = [
                (.openAPI, "/openapi.yaml", nil, 200),
                (.login, "/auth/login", #"{"username":"alice","password":"mvx-demo"}"#, 200),
                (.users, "/users?query=a", nil, 200),
                (.user, "/users/2", nil, 200),
                (.following, "/users/1/following", nil, 200),
                (.follow, "/users/2/follow", nil, 200),
                (.unfollow, "/users/2/follow", nil, 200),
                (.userBlogs, "/users/1/blogs?offset=0&limit=2", nil, 200),
                (.blog, "/blogs/1", nil, 200),
                (.like, "/blogs/1/like", nil, 200),
                (.unlike, "/blogs/1/like", nil, 200),
                (.share, "/blogs/1/share", nil, 200),
                (.drafts, "/users/1/drafts?offset=0&limit=2", nil, 200),
                (.trash, "/users/1/trash", nil, 200),
                (.draft, "/drafts/1", nil, 200),
                (.trashDraft, "/drafts/1/trash", nil, 200),
                (.restoreDraft, "/drafts/1/restore", nil, 200),
                (.news, "/nc/article/list/\(channel)/0-2.html", nil, 200),
                (.readNews, "/news/MVX0000T1467/read", nil, 200),
                (.counters, "/counters?set=alt", nil, 200),
                (.saveCounter, "/counters/1", #"{"num":4}"#, 200),
                (.voices, "/voices", nil, 200),
                (.voiceAudio, "/voices/1/audio", nil, 200),
                (.logout, "/auth/logout", nil, 204),
            ]
            #expect(Set(requests.map(\.0)) == Set(APIRoute.allCases), "a route has no request here")
            // When each is sent, Then each answers its documented success
            for (route, path, body, status) in requests {
                let answer = try await probe.send(route.method, path, body: body, token: token)
                #expect(answer.status == status, "\(route.rawValue): \(answer.status) \(answer.text.prefix(200))")
            }
        }
    }
}
