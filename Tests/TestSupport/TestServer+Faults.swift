import Foundation
import LiveServices
import Model

extension TestServer {
    /// Makes the next `count` requests of `route` (a method and path template, `PUT /counters/{id}`) fail with
    /// `status`.
    public func injectFault(_ route: String, status: Int, count: Int = 1) async throws {
        try await post(FaultRule(route: route, count: count, status: status))
    }

    /// Makes the next `count` requests of `route` get an answer no client can use.
    public func injectBrokenAnswer(_ route: String, _ broken: BrokenAnswer, count: Int = 1) async throws {
        try await post(FaultRule(route: route, count: count, broken: broken))
    }

    /// Makes the next `count` requests of `route` wait `milliseconds` before they are answered.
    public func injectDelay(_ route: String, milliseconds: Int, count: Int = 1) async throws {
        try await post(FaultRule(route: route, count: count, delayMs: milliseconds))
    }

    /// Holds the next `count` requests of `route` until ``releaseHeldRequests()``, then answers them (with
    /// `status` if given): the app can be looked at while they are in flight.
    public func hold(_ route: String, count: Int = 1, thenFailWith status: Int? = nil) async throws {
        try await post(FaultRule(route: route, count: count, status: status, hold: true))
    }

    /// Waits until the server holds `expected` requests (the app's request may still be on its way), then lets
    /// every held request go on and every request a hold rule has not caught yet pass unheld; answers how many were
    /// held. Gives up waiting after 10 s of real time and releases what there is, so a test that expected more fails
    /// on the count instead of hanging.
    @discardableResult
    public func releaseHeldRequests(expected: Int = 1) async throws -> Int {
        let deadline = ContinuousClock.now + .seconds(10)
        while try await heldRequestCount() < expected, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        let released: HeldRequests = try await makeClient().post("/_faults/release")
        return released.count
    }

    /// How many requests the server holds now.
    public func heldRequestCount() async throws -> Int {
        let held: HeldRequests = try await makeClient().get("/_faults/held")
        return held.count
    }

    private func post(_ rule: FaultRule) async throws {
        let _: FaultRule = try await makeClient().post("/_faults", json: rule)
    }
}
