import BrowserKit
import Testing
import WebHost

/// The tabs' WebSockets: who may open one, what closes one, and that a closed tab lets go of its session.
@Suite("Web host sockets")
@MainActor
struct WebHostSocketTests {
    @Test("a page of this host opens its tab: the session is made for its path and draws the page")
    func opens() async throws {
        try await withHost { fixture in
            // Given a running host
            // When a page with a query opens its socket and sends an event
            let tab = try await fixture.openTab("/mvp/counter?row=3")
            let mount = try await tab.nextText("the mount")
            tab.send(#"{"e":"key","key":"ArrowDown"}"#)

            // Then the session was made for the page's path and query, drew it, and got the event
            #expect(fixture.tabs.paths == ["/mvp/counter?row=3"])
            #expect(mount.contains(#""url":"/mvp/counter?row=3""#))
            #expect(try await tab.nextText("the echo") == #"echo:{"e":"key","key":"ArrowDown"}"#)
        }
    }

    @Test("an upgrade from a foreign page or without Origin is refused before any tab is made")
    func foreignOrigin() async throws {
        try await withHost { fixture in
            // Given a running host
            // When another site's page, a request without Origin, and a rebound Host try to open a socket
            let foreign = try await TestTab.open(
                port: fixture.port, path: "/", host: fixture.hostHeader, origin: "http://evil.example")
            let missing = try await TestTab.open(port: fixture.port, path: "/", host: fixture.hostHeader, origin: nil)
            let otherPort = try await TestTab.open(
                port: fixture.port, path: "/", host: fixture.hostHeader, origin: "http://127.0.0.1:1")
            let rebound = try await TestTab.open(
                port: fixture.port, path: "/", host: "evil.example:\(fixture.port)",
                origin: "http://evil.example:\(fixture.port)")

            // Then none is upgraded and no tab was made
            #expect(foreign == nil)
            #expect(missing == nil)
            #expect(otherPort == nil)
            #expect(rebound == nil)
            #expect(fixture.tabs.paths.isEmpty)
        }
    }

    @Test("a path with no page closes the socket with 4404")
    func noSuchPage() async throws {
        try await withHost { fixture in
            // Given a running host whose makeTab knows no /missing page
            // When a page at /missing opens its socket
            let tab = try await fixture.openTab("/missing/page")

            // Then the socket closes with 4404
            let close = try await tab.closed()
            #expect(close.code == 4404)
            #expect(close.reason == "no such page")
        }
    }

    @Test("a malformed event closes that tab with 4400 and the other tab keeps working")
    func malformed() async throws {
        try await withHost { fixture in
            // Given two open tabs
            let first = try await fixture.openTab("/a")
            let second = try await fixture.openTab("/b")
            _ = try await first.nextText("the first mount")
            _ = try await second.nextText("the second mount")

            // When the first sends a frame its session refuses
            first.send("bad")

            // Then the first closes with the session's code and reason, and the second still answers
            let close = try await first.closed()
            #expect(close.code == 4400)
            #expect(close.reason == PageEventError.malformed("not JSON").reason)
            second.send("still here")
            #expect(try await second.nextText("the second's echo") == "echo:still here")
        }
    }

    @Test("a binary frame closes the tab with 4400")
    func binary() async throws {
        try await withHost { fixture in
            // Given an open tab
            let tab = try await fixture.openTab("/a")
            _ = try await tab.nextText("the mount")

            // When it sends a binary frame
            tab.sendBinary([1, 2, 3])

            // Then it is closed with 4400
            #expect(try await tab.closed().code == 4400)
        }
    }

    @Test("an event over the frame limit closes the tab with 1009")
    func oversized() async throws {
        try await withHost(limits: WebHostLimits(maximumFrameBytes: 1024)) { fixture in
            // Given an open tab on a host taking frames up to 1 KiB
            let tab = try await fixture.openTab("/a")
            _ = try await tab.nextText("the mount")

            // When it sends 2 KiB at once
            tab.send(String(repeating: "x", count: 2048))

            // Then it is closed with 1009 and its session never saw the frame
            #expect(try await tab.closed().code == 1009)
            #expect(fixture.tabs.alive.allSatisfy { $0.received.isEmpty })
        }
    }

    @Test("events faster than the limit close the tab with 4429")
    func rate() async throws {
        // A bucket of two events that never refills: the third event is over the limit, however fast the machine.
        try await withHost(limits: WebHostLimits(eventsPerSecond: 0, eventBurst: 2)) { fixture in
            // Given an open tab allowed two events
            let tab = try await fixture.openTab("/a")
            _ = try await tab.nextText("the mount")

            // When it sends three
            tab.send("one")
            tab.send("two")
            tab.send("three")

            // Then the tab is closed with 4429 — the close goes ahead of echoes not yet written, so the page sees at
            // most the two, in order — and the session was handed the first two only
            var echoes: [String] = []
            var close: (code: UInt16, reason: String)?
            while close == nil {
                switch try await tab.next("the echoes and the close") {
                case .text(let text): echoes.append(text)
                case .closed(let code, let reason): close = (code, reason)
                }
            }
            #expect(["echo:one", "echo:two"].starts(with: echoes), "\(echoes)")
            #expect(close?.code == 4429)
            #expect(close?.reason == "too many events; slow down")
            #expect(fixture.tabs.events == ["one", "two"])
        }
    }

    @Test("a tab over the cap closes the longest idle tab with 4408")
    func cap() async throws {
        try await withHost(limits: WebHostLimits(maximumTabs: 2)) { fixture in
            // Given two open tabs, the first of them used since the second opened
            let used = try await fixture.openTab("/used")
            _ = try await used.nextText("the used tab's mount")
            let idle = try await fixture.openTab("/idle")
            _ = try await idle.nextText("the idle tab's mount")
            used.send("click")
            _ = try await used.nextText("the used tab's echo")

            // When a third tab opens
            let third = try await fixture.openTab("/third")

            // Then the idle one is closed with 4408, and the other two work
            let close = try await idle.closed()
            #expect(close.code == 4408)
            #expect(close.reason == "closed: too many tabs open; reload to reopen")
            _ = try await third.nextText("the third tab's mount")
            used.send("again")
            #expect(try await used.nextText("the used tab's second echo") == "echo:again")
        }
    }

    @Test("a tab that does not keep up with its frames is closed and reconnects")
    func fellBehind() async throws {
        try await withHost(limits: WebHostLimits(maximumQueuedFrames: 4), framesOnStart: 10) { fixture in
            // Given a host queueing at most 4 frames per tab, and a session that sends 11 at once
            // When its tab opens
            let tab = try await fixture.openTab("/a")

            // Then the tab is closed with 4503 (a code the page reconnects after) instead of queueing without end
            #expect(try await tab.closed().code == 4503)
        }
    }

    @Test("when the page closes its socket, the session is closed once and released")
    func release() async throws {
        try await withHost { fixture in
            // Given an open tab
            let tab = try await fixture.openTab("/a")
            _ = try await tab.nextText("the mount")
            #expect(fixture.tabs.alive.count == 1)

            // When the page goes away
            tab.close()

            // Then its session is closed exactly once, and nothing keeps it alive
            let closes = fixture.tabs.closed
            let closed = try await within(waitingFor: "the session's close") {
                var iterator = closes.makeAsyncIterator()
                return await iterator.next()
            }
            #expect(closed?.path == "/a")
            #expect(closed?.closeCount == 1)
            #expect(fixture.tabs.alive.isEmpty)
        }
    }
}
