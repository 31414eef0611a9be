import Foundation
import Model

/// Reads users over HTTP.
public struct LiveUserService: UserService {
    /// The client that sends the requests.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `GET /users`.
    public func users() async throws(APIError) -> [User] {
        try await client.get("/users")
    }

    /// `GET /users?query=`, or `GET /users` for an empty `query`.
    public func users(matching query: String) async throws(APIError) -> [User] {
        guard !query.isEmpty else { return try await users() }
        return try await client.get("/users", query: ["query": query])
    }

    /// `GET /users/{id}`.
    public func user(id: Int) async throws(APIError) -> User {
        try await client.get("/users/\(id)")
    }

    /// `GET /users/{id}/following`.
    public func following(of userID: Int) async throws(APIError) -> [User] {
        try await client.get("/users/\(userID)/following")
    }
}
