import App
import Testing

/// The compare pages' servers: at most the limit of pages have theirs at once, those still stopping included.
@MainActor
@Suite("Compare lanes")
struct CompareLanesTests {
    @Test("a closed page whose servers are still stopping holds its place: the next page waits for them")
    func stoppingPagesCountAgainstTheLimit() async throws {
        // Given lanes for one page at a time, whose closed page's servers stop only when the test lets them
        let (stopped, letStop) = AsyncStream.makeStream(of: Void.self)
        let lanes = CompareLanes(limit: 1, start: { _ throws(LaunchError) in [] }) { _ in
            for await _ in stopped { return }
        }
        let first = try await lanes.open().get()
        first.close()

        // When another page opens while the first one's servers are still stopping
        var second: Result<CompareLaneSet, LaunchError>?
        let opening = Task { second = await lanes.open() }
        for _ in 0..<100 { await Task.yield() }

        // Then it waits, and opens once they have stopped
        #expect(second == nil)
        #expect(lanes.openCount == 0)
        letStop.yield()
        await opening.value
        #expect((try? second?.get()) != nil)
        #expect(lanes.openCount == 1)
    }

    @Test("an open page holds its place: the next page is refused at once, with the limit")
    func openPagesRefuseTheNext() async throws {
        // Given lanes for one page at a time, with one page open
        let lanes = CompareLanes(limit: 1, start: { _ throws(LaunchError) in [] })
        let first = try await lanes.open().get()

        // When another page opens
        let second = await lanes.open()

        // Then it is refused, naming the limit, until the first closes
        guard case .failure(.compareLimit(1)) = second else {
            Issue.record("expected the compare limit, got \(second)")
            return
        }
        first.close()
        #expect((try? await lanes.open().get()) != nil)
    }
}
