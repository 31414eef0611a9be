import Foundation
import Model

/// Reads and saves the counters over HTTP. A read shows the numbers of saves still under way (made by a screen
/// the user has left), so that a reopened Counter never shows an older number than the one being saved.
public struct LiveCounterService: CounterService {
    /// The client that sends the requests.
    public let client: APIClient
    private let pending = PendingCounterSaves()

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `GET /counters?set=`.
    public func counters(in set: CounterSet) async throws(APIError) -> [Counter] {
        let pendingWhenAsked = pending.snapshot
        let counters: [Counter] = try await client.get("/counters", query: ["set": set.rawValue])
        return pending.applied(pendingWhenAsked, to: counters)
    }

    /// `PUT /counters/{id}` with `{num}`; answers the saved counter.
    public func save(counterID: Int, num: Int) async throws(APIError) -> Counter {
        pending.begin(counterID: counterID, num: num)
        defer { pending.end(counterID: counterID, num: num) }
        return try await client.put("/counters/\(counterID)", json: CounterUpdate(num: num))
    }
}
