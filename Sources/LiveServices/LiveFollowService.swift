import Foundation
import Model

/// Follows and unfollows over HTTP as the signed-in viewer.
public struct LiveFollowService: FollowService {
    /// The client that sends the requests.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `POST /users/{id}/follow`.
    public func follow(userID: Int) async throws(APIError) -> FollowStatus {
        try await client.post("/users/\(userID)/follow")
    }

    /// `DELETE /users/{id}/follow`.
    public func unfollow(userID: Int) async throws(APIError) -> FollowStatus {
        try await client.delete("/users/\(userID)/follow")
    }
}
