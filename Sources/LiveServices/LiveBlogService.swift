import Foundation
import Model

/// Pages, opens, likes and shares blogs over HTTP.
public struct LiveBlogService: BlogService {
    /// The client that sends the requests.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `GET /users/{id}/blogs?offset&limit`.
    public func blogs(of userID: Int, offset: Int, limit: Int) async throws(APIError) -> Page<Blog> {
        try await client.get("/users/\(userID)/blogs", query: ["offset": "\(offset)", "limit": "\(limit)"])
    }

    /// `GET /blogs/{id}`.
    public func blog(id: Int) async throws(APIError) -> Blog {
        try await client.get("/blogs/\(id)")
    }

    /// `POST /blogs/{id}/like`.
    public func like(blogID: Int) async throws(APIError) -> LikeState {
        try await client.post("/blogs/\(blogID)/like")
    }

    /// `DELETE /blogs/{id}/like`.
    public func unlike(blogID: Int) async throws(APIError) -> LikeState {
        try await client.delete("/blogs/\(blogID)/like")
    }

    /// `POST /blogs/{id}/share`.
    public func share(blogID: Int) async throws(APIError) -> ShareResult {
        try await client.post("/blogs/\(blogID)/share")
    }
}
