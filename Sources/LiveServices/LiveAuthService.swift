import Foundation
import Model

/// Logs in over HTTP and hands the token to the client, so that every later request is signed.
public struct LiveAuthService: AuthService {
    /// The client that sends the requests and keeps the token.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `POST /auth/login`; on success the client sends the new token from then on.
    public func login(username: String, password: String) async throws(APIError) -> User {
        let response: LoginResponse = try await client.post(
            "/auth/login", json: LoginRequest(username: username, password: password))
        client.token = response.token
        return response.user
    }

    /// Forgets the token: later requests go out unsigned.
    public func logout() {
        client.token = nil
    }
}
