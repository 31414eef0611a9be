import Foundation

/// Reads and saves the counters over HTTP.
public struct LiveCounterService: CounterService {
    /// The client that sends the requests.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `GET /counters?set=`.
    public func counters(in set: CounterSet) async throws(APIError) -> [Counter] {
        try await client.get("/counters", query: ["set": set.rawValue])
    }

    /// `PUT /counters/{id}` with `{num}`; answers the saved counter.
    public func save(counterID: Int, num: Int) async throws(APIError) -> Counter {
        try await client.put("/counters/\(counterID)", json: CounterUpdate(num: num))
    }
}
