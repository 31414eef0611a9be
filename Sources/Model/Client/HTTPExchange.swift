import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

#if canImport(FoundationNetworking)
    import FoundationNetworking  // URLRequest
#endif

/// One HTTP request and its answer over AsyncHTTPClient, with a time limit and a size cap: the transport under
/// ``APIClient``, and what the massive controllers call when they do their networking by hand.
public enum HTTPExchange {
    /// The time limit actually used for `seconds`: between 0.001 and 3600, and 15 when `seconds` is not a number.
    public static func boundedTimeout(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? min(3_600, max(0.001, seconds)) : 15
    }

    /// Sends `request` and reads at most `maximumBytes` of the answer within `timeout` seconds (bounded as
    /// ``boundedTimeout(_:)`` says).
    ///
    /// - Returns: the answer's body and status, whatever the status.
    /// - Throws: ``APIError`` when there is no usable HTTP answer (nothing listens, a timeout, not HTTP, a closed
    ///   connection, an answer over the cap).
    public static func send(
        _ request: URLRequest, timeout: TimeInterval = 15,
        maximumBytes: Int = APIClient.defaultMaximumAnswerBytes
    ) async throws(APIError) -> (data: Data, status: Int) {
        guard let url = request.url else { throw .invalidRequest(reason: "the request has no URL") }
        var converted = HTTPClientRequest(url: url.absoluteString)
        converted.method = NIOHTTP1.HTTPMethod(rawValue: request.httpMethod ?? "GET")
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            converted.headers.add(name: name, value: value)
        }
        if let body = request.httpBody {
            converted.body = .bytes(ByteBuffer(bytes: body))
        }
        let (status, body) = try await send(converted, timeout: timeout, maximumBytes: maximumBytes).get()
        return (body, status)
    }

    static func send(
        _ request: HTTPClientRequest, timeout: TimeInterval, maximumBytes: Int
    ) async -> Result<(status: Int, body: Data), APIError> {
        let url = URL(string: request.url)
        do {
            let milliseconds = Int64(boundedTimeout(timeout) * 1_000)
            let response = try await HTTPClient.shared.execute(request, timeout: .milliseconds(milliseconds))
            let body = try await response.body.collect(upTo: max(0, maximumBytes))
            return .success((Int(response.status.code), Data(body.readableBytesView)))
        } catch {
            return .failure(APIError(transport: error, url: url, limit: maximumBytes))
        }
    }
}
