import Foundation
import HTTPTypes
import Hummingbird
import Model
import Server
import TestSupport
import Testing

@Suite("Auth: login, tokens, 401")
struct AuthTests {
    @Test("the right password gives a token and the user; the token opens private reads")
    func loginRight() async throws {
        try await LiveServer.with { _, probe in
            // When alice logs in with the demo password
            let answer = try await probe.send(
                .post, "/auth/login", json: LoginRequest(username: "alice", password: "mvx-demo"))
            // Then she gets a 64-hex-digit token and her own user
            #expect(answer.status == 200)
            let login = try answer.decode(LoginResponse.self)
            #expect(login.user.username == "alice")
            #expect(login.user.id == 1)
            #expect(login.token.count == 64)
            #expect(login.token.allSatisfy { $0.isHexDigit })
            // And the token reads her drafts
            #expect(try await probe.get("/users/1/drafts", token: login.token).status == 200)
        }
    }

    @Test("two logins give two different tokens")
    func tokensDiffer() async throws {
        try await LiveServer.with { _, probe in
            let first = try await probe.login("alice")
            let second = try await probe.login("alice")
            #expect(first != second)
        }
    }

    @Test(
        "a wrong password or unknown user is 401 with a JSON error",
        arguments: [("alice", "wrong"), ("nobody", "mvx-demo"), ("ALICE", "mvx-demo"), ("", "")])
    func loginWrong(username: String, password: String) async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.send(
                .post, "/auth/login", json: LoginRequest(username: username, password: password))
            #expect(answer.status == 401)
            #expect(answer.error?.code == "unauthorized")
        }
    }

    @Test(
        "a malformed login body is 400 with a message naming the problem",
        arguments: [
            ("", "JSON body"), ("{", "not valid JSON"), (#"{"username":"alice"}"#, "`password`"),
            (#"{"username":1,"password":"x"}"#, "`username`"), ("[]", "object"),
        ])
    func loginMalformed(body: String, mentions: String) async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.send(.post, "/auth/login", body: body)
            #expect(answer.status == 400)
            #expect(answer.error?.code == "bad_request")
            #expect(answer.error?.message.contains(mentions) == true, "\(answer.text)")
        }
    }

    @Test(
        "a write without a valid token is 401, whichever way the route checks it",
        arguments: [
            nil, "Bearer nope", "Basic YWxpY2U6bXZ4LWRlbW8=", "Bearer", "Bearer " + String(repeating: "ab", count: 32),
        ])
    func writeWithoutToken(header: String?) async throws {
        try await LiveServer.with { _, probe in
            var headers = HTTPFields()
            if let header { headers[.authorization] = header }
            // A like reads the session before it writes; a read and a share check it inside the write. An unknown
            // article or blog would be 404: the token is refused first.
            for path in ["/blogs/1/like", "/news/NOPE/read", "/blogs/99999/share"] {
                let answer = try await probe.send(.post, path, headers: headers)
                #expect(answer.status == 401, "\(path)")
                #expect(answer.error?.code == "unauthorized")
                #expect(answer.error?.message.contains("/auth/login") == true)
            }
        }
    }

    @Test("a session survives a server restart on the same file")
    func sessionSurvivesRestart() async throws {
        try await LiveServer.with { server, probe in
            // Given a token issued before a restart
            let token = try await probe.login("bob")
            await probe.close()
            // When the server restarts on the same database
            let again = try await server.restarted()
            let probe = Probe(port: again.running.port)
            // Then the token still works
            let answer = try await probe.get("/users/2/drafts", token: token)
            #expect(answer.status == 200)
            await probe.close()
            await again.running.stop()
        }
    }
}
