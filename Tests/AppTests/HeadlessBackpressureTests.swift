import App
import AppTestSupport
import Model
import Synchronization
import TestSupport
import Testing

/// Commands piped in faster than the app carries them out do not pile up work without bound: the runner reads the
/// next one only while at most ``HeadlessRunner/maximumPendingWork`` pieces of work are under way.
@MainActor
@Suite("Headless backpressure")
struct HeadlessBackpressureTests {
    /// The most work seen under way when the runner asked for a command.
    private final class Peak: Sendable {
        let value = Mutex(0)
    }

    @Test("300 unpaced `tap +` never leave more than the bound of work under way, and all of them count")
    func unpacedTapsStayBounded() async throws {
        try await withServer { server in
            try await withApp(.mvvm, scene: .counter, on: server) { app in
                // Given the counters on screen
                try await app.run("wait")
                let (tracker, peak) = (app.app.tracker, Peak())
                // When 300 taps on + arrive at once (600 pieces of work), with no wait between them
                let taps = AsyncStream<String> { continuation in
                    for _ in 0..<300 { continuation.yield("tap + @1") }
                    continuation.finish()
                }
                let outcome = await app.app.run(
                    taps.map { line in
                        peak.value.withLock { $0 = max($0, tracker.pending) }
                        return line
                    })
                // Then the script ran to its end, and work under way stayed within the bound (before the bound,
                // each tap left two tasks behind: 600 at the end)
                #expect(outcome == .endOfInput)
                #expect(app.log.errors.isEmpty, "\(app.log.errors)")
                #expect(peak.value.withLock { $0 } <= HeadlessRunner.maximumPendingWork + 4)
            }
        }
    }
}
