import Foundation
import Model

extension TestServer {
    /// Makes the next `count` requests of `route` (a method and path template, `PUT /counters/{id}`) fail with
    /// `status`.
    public func injectFault(_ route: String, status: Int, count: Int = 1) async throws {
        try await post(FaultRule(route: route, count: count, status: status))
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

    /// Lets every held request go on, and every request a hold rule has not caught yet pass unheld; answers how many
    /// were held. A test may release before the app's request has reached the server.
    @discardableResult
    public func releaseHeldRequests() async throws -> Int {
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
