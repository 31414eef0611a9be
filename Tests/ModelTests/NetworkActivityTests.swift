import Model
import Testing

@Suite("Network activity")
struct NetworkActivityTests {
    @Test("requests in flight are counted until they finish, and finished ones only add up")
    func countsInFlightAndCompleted() {
        // Given a fresh tracker
        let activity = NetworkActivity()
        #expect(activity.snapshot == .init(inFlight: 0, completed: 0))

        // When two requests start and one finishes
        activity.requestStarted()
        activity.requestStarted()
        activity.requestFinished()

        // Then one is in flight, one completed, and the app is not idle
        #expect(activity.inFlight == 1)
        #expect(activity.completed == 1)
        #expect(!activity.isIdle)

        // When the other finishes
        activity.requestFinished()

        // Then it is idle with two completed
        #expect(activity.snapshot == .init(inFlight: 0, completed: 2))
        #expect(activity.isIdle)
    }

    @Test("a tracked operation counts as in flight while it runs, even when it throws")
    func trackCountsThrowingOperations() async {
        // Given a tracker
        let activity = NetworkActivity()

        // When a tracked operation looks at the tracker, then throws
        struct Boom: Error {}
        var seenInside: Int?
        await #expect(throws: Boom.self) {
            try await activity.track { () async throws(Boom) in
                seenInside = activity.inFlight
                throw Boom()
            }
        }

        // Then it was in flight while running and is finished afterwards
        #expect(seenInside == 1)
        #expect(activity.snapshot == .init(inFlight: 0, completed: 1))
    }

    @Test("concurrent requests from many tasks are all counted")
    func concurrentCounting() async {
        // Given a tracker
        let activity = NetworkActivity()

        // When 200 tasks each start and finish a request at the same time
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    activity.requestStarted()
                    activity.requestFinished()
                }
            }
        }

        // Then none was lost
        #expect(activity.snapshot == .init(inFlight: 0, completed: 200))
    }
}
