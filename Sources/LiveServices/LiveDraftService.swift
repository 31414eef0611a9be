import Foundation
import Model

/// The owner's drafts and trash over HTTP; another user's token gets ``APIError/http(status:_:)`` 403.
public struct LiveDraftService: DraftService {
    /// The client that sends the requests.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `GET /users/{id}/drafts?offset&limit`.
    public func drafts(of userID: Int, offset: Int, limit: Int) async throws(APIError) -> Page<Draft> {
        try await client.get("/users/\(userID)/drafts", query: ["offset": "\(offset)", "limit": "\(limit)"])
    }

    /// `GET /drafts/{id}`.
    public func draft(id: Int) async throws(APIError) -> Draft {
        try await client.get("/drafts/\(id)")
    }

    /// `GET /users/{id}/trash`.
    public func trash(of userID: Int) async throws(APIError) -> [Draft] {
        try await client.get("/users/\(userID)/trash")
    }

    /// `POST /drafts/{id}/trash`.
    public func moveToTrash(draftID: Int) async throws(APIError) -> Draft {
        try await client.post("/drafts/\(draftID)/trash")
    }

    /// `POST /drafts/{id}/restore`.
    public func restore(draftID: Int) async throws(APIError) -> Draft {
        try await client.post("/drafts/\(draftID)/restore")
    }
}
