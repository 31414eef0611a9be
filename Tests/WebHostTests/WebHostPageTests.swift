import Foundation
import NIOHTTP1
import Testing
import WebHost

/// The plain routes: the shell, its script and style sheet, and the refusals of foreign hosts and other methods.
@Suite("Web host pages")
@MainActor
struct WebHostPageTests {
    @Test("every page path gets the shell, locked down by its Content-Security-Policy")
    func shell() async throws {
        // Given a running host
        try await withHost { fixture in
            // When a browser opens a scene's page
            let answer = try await fixture.get("/mvp/counter?row=3")

            // Then it gets the HTML shell: the app root, the banner, the script by address and no inline script
            #expect(answer.status == 200)
            #expect(answer.headers["Content-Type"].first == "text/html; charset=utf-8")
            #expect(
                answer.headers["Content-Security-Policy"].first
                    == "default-src 'self'; connect-src 'self'; frame-ancestors 'none'")
            #expect(answer.headers["X-Frame-Options"].first == "DENY")
            #expect(answer.headers["X-Content-Type-Options"].first == "nosniff")
            #expect(answer.body.hasPrefix("<!doctype html>"))
            for part in [
                "<meta charset=utf-8>", "<title>MVX</title>", "<link rel=stylesheet href=\"/mvx.css?v=",
                "<main id=app></main>",
                "<div id=banner role=status hidden>Reconnecting…</div>", "<script src=\"/mvx.js?v=",
            ] {
                #expect(answer.body.contains(part), "missing \(part)")
            }
            #expect(answer.body.components(separatedBy: "<script").count == 2, "one script tag, by address")
        }
    }

    @Test("the script and the style sheet are served with their types")
    func assets() async throws {
        // Given a running host
        try await withHost { fixture in
            // When the shell loads its script and style sheet
            let script = try await fixture.get("/mvx.js")
            let style = try await fixture.get("/mvx.css")

            // Then both come back, typed, the script opening the tab's socket and never writing markup
            #expect(script.status == 200)
            #expect(script.headers["Content-Type"].first == "text/javascript; charset=utf-8")
            #expect(script.body.contains("/ws?path="))
            #expect(!script.body.contains("innerHTML"))
            #expect(style.status == 200)
            #expect(style.headers["Content-Type"].first == "text/css; charset=utf-8")
            #expect(style.body.contains("[aria-selected=true]"))
        }
    }

    @Test("the shell links its script and style sheet by version: those answers are kept, others asked for again")
    func assetVersions() async throws {
        // Given a running host and the addresses its shell links
        try await withHost { fixture in
            let shell = try await fixture.get("/").body
            let linked = try #require(Self.address(of: "/mvx.js", in: shell))
            let linkedStyle = try #require(Self.address(of: "/mvx.css", in: shell))

            // When a browser asks for them, and for the script by an old version and by no version
            let script = try await fixture.get(linked)
            let style = try await fixture.get(linkedStyle)
            let old = try await fixture.get("/mvx.js?v=0000000000000000")
            let bare = try await fixture.get("/mvx.js")

            // Then the linked versions may be kept for a year; the rest are the same text, asked for each time
            #expect(script.headers["Cache-Control"].first == "public, max-age=31536000, immutable")
            #expect(style.headers["Cache-Control"].first == "public, max-age=31536000, immutable")
            #expect(old.headers["Cache-Control"].first == "no-cache")
            #expect(bare.headers["Cache-Control"].first == "no-cache")
            #expect(old.body == script.body && bare.body == script.body)
            #expect(try await fixture.get("/").headers["Cache-Control"].first == "no-cache")
        }
    }

    /// The address `path?v=…` the shell links, up to the attribute's end.
    private static func address(of path: String, in shell: String) -> String? {
        guard let start = shell.range(of: "\(path)?v=") else { return nil }
        let rest = shell[start.lowerBound...]
        return rest.prefix { $0 != ">" && $0 != " " && $0 != "\"" }.description
    }

    @Test("a request naming another host is refused (DNS rebinding)")
    func foreignHost() async throws {
        // Given a running host
        try await withHost { fixture in
            // When a request arrives whose Host names another domain (a rebinding attacker's), or no Host at all
            let rebound = try await HTTPProbe.request(
                port: fixture.port, path: "/", host: "evil.example:\(fixture.port)")
            let hostless = try await HTTPProbe.request(port: fixture.port, path: "/mvx.js", host: nil)
            let byName = try await HTTPProbe.request(port: fixture.port, path: "/", host: "localhost:\(fixture.port)")

            // Then both are refused with a message naming the addresses that work; the loopback names are served
            #expect(rebound.status == 421)
            #expect(rebound.body.contains("http://127.0.0.1:\(fixture.port)/"))
            #expect(!rebound.body.contains("<main"))
            #expect(hostless.status == 421)
            #expect(byName.status == 200)
        }
    }

    @Test("a public host (a proxy in front) is served when told, and its pages may open tabs; others still are not")
    func publicHost() async throws {
        // Given a host told it is also served as proxy.test:8443
        try await withHost(publicHosts: ["proxy.test:8443"]) { fixture in
            // When a page comes through the proxy, and a tab opens from it
            let page = try await HTTPProbe.request(port: fixture.port, path: "/", host: "proxy.test:8443")
            let tab = try await TestTab.open(
                port: fixture.port, path: "/mvp/counter", host: "proxy.test:8443",
                origin: "http://proxy.test:8443")
            let otherPort = try await HTTPProbe.request(port: fixture.port, path: "/", host: "proxy.test:9000")

            // Then both are served; the same name on another port is not
            #expect(page.status == 200)
            #expect(tab != nil)
            #expect(otherPort.status == 421)
        }
    }

    @Test("methods other than GET are refused")
    func otherMethods() async throws {
        // Given a running host
        try await withHost { fixture in
            // When something posts to a page
            let answer = try await HTTPProbe.request(
                port: fixture.port, path: "/mvp/counter", method: .POST, host: fixture.hostHeader)

            // Then it is told 405 and that GET is what is served
            #expect(answer.status == 405)
            #expect(answer.headers["Allow"].first == "GET")
        }
    }
}
