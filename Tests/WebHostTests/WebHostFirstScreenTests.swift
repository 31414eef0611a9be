import Foundation
import NIOHTTP1
import Testing
import WebHost

/// A page opened by address comes with its first screen drawn, by the very tab its socket then takes over.
@Suite("Web host first screens")
@MainActor
struct WebHostFirstScreenTests {
    @Test("a page opened by address comes drawn, and its socket takes over the tab that drew it")
    func firstScreenIsClaimed() async throws {
        // Given a running host
        try await withHost { fixture in
            // When a browser opens a page by address
            let page = try await fixture.navigate(to: "/mvp/counter?row=3")

            // Then the shell holds the tab's first screen, inert, its title and the token of that tab; it is not kept
            #expect(page.status == 200)
            #expect(page.headers["Cache-Control"].first == "private, no-store")
            #expect(page.body.contains(" data-title=\"fake · /mvp/counter?row=3\" inert><p>"))
            #expect(page.body.contains("<p>/mvp/counter?row=3</p></main>"))
            let token = try #require(Self.token(in: page.body))
            #expect(fixture.tabs.paths == ["/mvp/counter?row=3"])

            // And when the page's socket names the token, it is drawn by that tab: no second tab is made
            let tab = try await fixture.openTab("/mvp/counter?row=3", claim: token)
            #expect(try await tab.nextText("the mount").contains("/mvp/counter?row=3"))
            #expect(fixture.tabs.paths == ["/mvp/counter?row=3"])
            #expect(fixture.tabs.alive.count == 1)
            tab.close()
        }
    }

    @Test("a token is spent once and names one page: a second socket or another page gets a tab of its own")
    func tokenOnceForItsPage() async throws {
        try await withHost { fixture in
            // Given a page opened by address, whose socket claimed its tab
            let token = try #require(Self.token(in: try await fixture.navigate(to: "/a").body))
            let first = try await fixture.openTab("/a", claim: token)
            _ = try await first.nextText("the mount")

            // When another socket names the same token, and a socket for another page names it too
            let again = try await fixture.openTab("/a", claim: token)
            _ = try await again.nextText("the second mount")
            let other = try await fixture.openTab("/b", claim: token)
            _ = try await other.nextText("the other mount")

            // Then each of them got a new tab
            #expect(fixture.tabs.paths == ["/a", "/a", "/b"])
            for tab in [first, again, other] { tab.close() }
        }
    }

    @Test("another site's request, a prefetch, a plain client and a socket-only page get the empty shell")
    func noFirstScreenUnlessNavigating() async throws {
        try await withHost { fixture in
            // When another site's page points a browser at a page, the browser prefetches one, a plain client asks,
            // and a socket-only page opens
            let crossSite = try await fixture.navigate(to: "/a", site: "cross-site")
            let prefetched = try await HTTPProbe.request(
                port: fixture.port, path: "/a", host: fixture.hostHeader,
                headers: [("Sec-Fetch-Mode", "navigate"), ("Sec-Fetch-Site", "none"), ("Sec-Purpose", "prefetch")])
            let plain = try await fixture.get("/a")
            let socketOnly = try await fixture.navigate(to: "/socket-only")

            // Then each gets the empty shell with no token; only the socket-only page made a tab, and it is closed
            for answer in [crossSite, prefetched, plain, socketOnly] {
                #expect(answer.status == 200)
                #expect(answer.body.contains("<main id=app></main>"))
                #expect(Self.token(in: answer.body) == nil)
            }
            #expect(fixture.tabs.paths == ["/socket-only"])
            #expect(fixture.tabs.alive.isEmpty)
        }
    }

    @Test("a drawn tab no socket claims is closed once its time is up, and the oldest goes past the limit")
    func unclaimedTabsAreClosed() async throws {
        // Given a host that keeps two unclaimed tabs, for a quarter of a second
        let limits = WebHostLimits(maximumPreparedTabs: 2, preparedTabLifetime: .milliseconds(250))
        try await withHost(limits: limits) { fixture in
            let closes = fixture.tabs.closed

            // When three pages are opened by address and none of their sockets comes
            for path in ["/one", "/two", "/three"] { _ = try await fixture.navigate(to: path) }

            // Then the first is closed at once, the others when their time is up; nothing keeps them alive
            let closed = try await within(waitingFor: "three closes") {
                var iterator = closes.makeAsyncIterator()
                var paths: [String] = []
                while paths.count < 3, let next = await iterator.next() { paths.append(next.path) }
                return paths
            }
            #expect(closed.first == "/one")
            #expect(Set(closed) == ["/one", "/two", "/three"])
            #expect(fixture.tabs.alive.isEmpty)
        }
    }

    /// The token in the shell's `<main id=app data-claim=…>`, if there is one.
    private static func token(in shell: String) -> String? {
        guard let start = shell.range(of: "<main id=app data-claim=") else { return nil }
        let token = shell[start.upperBound...].prefix { $0 != ">" && $0 != " " }
        return token.count == 32 && token.allSatisfy(\.isHexDigit) ? String(token) : nil
    }
}
