import Foundation
import NIOHTTP1
import Testing
import WebHost

/// `/docs`: the documentation `Docs/build` makes, served from its folder with a policy of its own, and a page that
/// says how to build it when there is none.
@MainActor
@Suite("Documentation at /docs")
struct DocumentationSiteTests {
    /// A folder shaped like DocC's static hosting output: a landing page, an article's folder, its data, a script.
    static func makeSite() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "mvx-docs-\(UUID().uuidString)")
        let files = [
            "documentation/index.html": "<title>landing</title>",
            "documentation/mvx/index.html": "<script>var baseUrl = \"/docs/\"</script><title>MVX</title>",
            "data/documentation/mvx.json": "{\"kind\":\"article\"}",
            "js/index.js": "console.log(1)",
        ]
        for (path, text) in files {
            let file = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Runs `body` against a host serving a fresh documentation folder, removed afterwards.
    static func withSite(_ body: @MainActor (HostFixture, URL) async throws -> Void) async throws {
        let site = try makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try await withHost(documentation: site.path) { host in try await body(host, site) }
    }

    @Test("/docs leads to the landing page, and a folder's address without its slash keeps the base path")
    func landingAndFolders() async throws {
        // Given a host serving a built documentation folder
        try await Self.withSite { host, _ in
            // When /docs is asked for, then an article's folder without its closing slash
            let landing = try await host.get("/docs")
            let folder = try await host.get("/docs/documentation/mvx")
            // Then each is sent on, under /docs
            #expect(landing.status == 302)
            #expect(landing.headers.first(name: "Location") == "/docs/documentation/")
            #expect(folder.status == 301 || folder.status == 302 || folder.status == 308, "\(folder.status)")
            #expect(folder.headers.first(name: "Location") == "/docs/documentation/mvx/")
        }
    }

    @Test("a page, its data and its script are served, with DocC's inline base-path script allowed and no other")
    func filesAndPolicy() async throws {
        // Given a host serving a built documentation folder
        try await Self.withSite { host, _ in
            // When a page, its data and a script are asked for
            let page = try await host.get("/docs/documentation/mvx/")
            let data = try await host.get("/docs/data/documentation/mvx.json")
            let script = try await host.get("/docs/js/index.js")
            // Then each is the file, typed
            #expect(page.status == 200 && page.body.contains("<title>MVX</title>"))
            #expect(page.headers.first(name: "Content-Type")?.hasPrefix("text/html") == true)
            #expect(data.status == 200 && data.body == "{\"kind\":\"article\"}")
            #expect(script.status == 200 && script.body == "console.log(1)")
            // And a page allows DocC's one inline script by its hash, inline styles, and no framing
            let policy = page.headers.first(name: "Content-Security-Policy") ?? ""
            #expect(policy.contains("script-src 'self' 'sha256-77EWPyjUT2bZILT2rauaG3kt/w83/XPAfBGN/zpoqgs='"))
            #expect(policy.contains("style-src 'self' 'unsafe-inline'"))
            #expect(!policy.contains("script-src 'self' 'unsafe-inline'"))
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(page.headers.first(name: "X-Content-Type-Options") == "nosniff")
        }
    }

    @Test("an address that climbs out of the folder or names nothing gets a refusal in words, never a file")
    func outsideTheFolder() async throws {
        // Given a host serving a built documentation folder, and a file beside that folder
        try await Self.withSite { host, site in
            let secret = site.deletingLastPathComponent().appending(path: "\(site.lastPathComponent)-secret.txt")
            try "secret".write(to: secret, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: secret) }
            // When addresses climb out, plainly and percent-encoded, or name no file
            let climbs = [
                "/docs/../\(site.lastPathComponent)-secret.txt", "/docs/%2e%2e/\(site.lastPathComponent)-secret.txt",
                "/docs/documentation/..%2f..%2f\(site.lastPathComponent)-secret.txt",
            ]
            for path in climbs {
                let answer = try await host.get(path)
                // Then none is the file
                #expect(answer.status >= 400 && !answer.body.contains("secret"), "\(path): \(answer.status)")
            }
            let missing = try await host.get("/docs/documentation/nothing-here.json")
            #expect(missing.status == 404)
            #expect(missing.body == "No such page in the documentation.\n")
        }
    }

    @Test("without the folder, /docs and every page under it say how to build the documentation")
    func notBuilt() async throws {
        // Given a host whose documentation folder does not exist
        let missing = FileManager.default.temporaryDirectory.appending(path: "mvx-no-docs-\(UUID().uuidString)")
        try await withHost(documentation: missing.path) { host in
            // When /docs and a page under it are asked for
            for path in ["/docs", "/docs/documentation/mvx/"] {
                let answer = try await host.get(path)
                // Then the answer says what to run
                #expect(answer.status == 404, "\(path)")
                #expect(answer.body.contains("run `Docs/build`"), "\(path): \(answer.body)")
                #expect(answer.body.contains(missing.path), "\(path): \(answer.body)")
            }
        }
    }

    @Test("documentation built while the host runs is served at the next request, with no restart")
    func builtLater() async throws {
        // Given a host started before its documentation folder exists
        let later = FileManager.default.temporaryDirectory.appending(path: "mvx-docs-later-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: later) }
        try await withHost(documentation: later.path) { host in
            #expect(try await host.get("/docs").status == 404)
            // When the documentation is built there
            let site = try Self.makeSite()
            try FileManager.default.moveItem(at: site, to: later)
            // Then /docs leads to it and its pages are served
            #expect(try await host.get("/docs").status == 302)
            let page = try await host.get("/docs/documentation/mvx/")
            #expect(page.status == 200 && page.body.contains("<title>MVX</title>"))
        }
    }

    @Test("the app's pages keep their own policy: no inline script at all")
    func pagesKeepTheirPolicy() async throws {
        // Given a host serving documentation
        try await Self.withSite { host, _ in
            // When a scene's page is asked for
            let page = try await host.get("/mvp/counter")
            // Then its policy is the app's, with no script source beyond its own
            #expect(
                page.headers.first(name: "Content-Security-Policy")
                    == "default-src 'self'; connect-src 'self'; frame-ancestors 'none'")
        }
    }
}
