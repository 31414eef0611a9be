import Foundation
import Model

/// Lists voice messages and downloads their audio over HTTP.
public struct LiveVoiceService: VoiceService {
    /// The client that sends the requests.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `GET /voices`.
    public func voices() async throws(APIError) -> [VoiceMessage] {
        try await client.get("/voices")
    }

    /// `GET /voices/{id}/audio`, the raw bytes.
    public func audio(id: Int) async throws(APIError) -> Data {
        try await client.data(.get, "/voices/\(id)/audio")
    }
}
