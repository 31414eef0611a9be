import App
import AppTestSupport
import BrowserKit
import Testing

/// The pages beside the scenes: `/diff/SCENE/A/B`, what `mvx diff` prints, and `/report`, the claims.
@MainActor
@Suite("The diff and report pages")
struct DocumentPageSpecs {
    @Test("/diff/counter/mvc/mvp shows the files paired by role, their lines marked, and the counts per layer")
    func diffPage() async throws {
        try await withWebApp("/diff/counter/mvc/mvp") { page in
            // When the page has read the sources (a minute at most: on a busy machine reading the tree takes a while)
            page.app.idleLimit = .seconds(60)
            try await page.run("wait")

            // Then it is headed by the command, sums the lines per layer, and shows each pair's diff
            #expect(page.bar.hasPrefix("mvx diff counter mvc mvp"))
            #expect(page.screen.contains("lines changed per layer: "))
            #expect(page.screen.contains("Sources/MVP/Counter/CounterPresenter.swift"))
            let marked = page.app.page.mirror.root?.subtree.filter { $0.tag == "li" && $0.attributes["class"] == "add" }
            #expect((marked?.count ?? 0) > 10)
        }
    }

    @Test("/diff with an architecture that does not build the scene says so")
    func diffOfAVariantWithoutTheScene() async throws {
        try await withWebApp("/diff/voice/mvc/mvc-seed") { page in
            page.app.idleLimit = .seconds(60)
            try await page.run("wait")
            #expect(page.screen.contains("mvc-seed"), "\(page.screen)")
            #expect(!page.screen.contains("lines changed per layer"))
        }
    }

    @Test("/report lists every claim with its seed, figures and a computed verdict")
    func reportPage() async throws {
        try await withWebApp("/report") { page in
            page.app.idleLimit = .seconds(60)
            try await page.run("wait")
            let cells = page.app.page.mirror.root?.subtree.filter {
                $0.attributes["class"]?.hasPrefix("verdict ") == true
            }
            let verdicts = Set((cells ?? []).map(\.text))
            #expect((cells?.count ?? 0) >= 5)
            #expect(verdicts.isSubset(of: ["holds", "fails", "unmeasured"]))
            #expect(page.screen.contains("MVX · Report"))
        }
    }
}
