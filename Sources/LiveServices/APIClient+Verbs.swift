import Foundation
import Model

extension APIClient {
    /// `GET path?query`, decoding the answer as `Response`.
    public func get<Response: Decodable>(
        _ path: String, query: KeyValuePairs<String, String> = [:], as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        try await send(.get, path, query: query, as: type)
    }

    /// `POST path` without a body, decoding the answer as `Response`.
    public func post<Response: Decodable>(
        _ path: String, as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        try await send(.post, path, as: type)
    }

    /// `POST path` with a JSON body, decoding the answer as `Response`.
    public func post<Body: Encodable, Response: Decodable>(
        _ path: String, json body: Body, as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        try await send(.post, path, json: body, as: type)
    }

    /// `PUT path` with a JSON body, decoding the answer as `Response`.
    public func put<Body: Encodable, Response: Decodable>(
        _ path: String, json body: Body, as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        try await send(.put, path, json: body, as: type)
    }

    /// `DELETE path`, decoding the answer as `Response`.
    public func delete<Response: Decodable>(
        _ path: String, as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        try await send(.delete, path, as: type)
    }
}
