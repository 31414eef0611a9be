import Foundation
import Hummingbird

/// Every endpoint of the API, named by its method and path template exactly as in `openapi.yaml`.
///
/// The raw value is what a ``Model/FaultRule`` names in `route`, and what logs and error messages show.
enum APIRoute: String, CaseIterable, Sendable {
    case login = "POST /auth/login"
    case logout = "POST /auth/logout"
    case users = "GET /users"
    case user = "GET /users/{id}"
    case following = "GET /users/{id}/following"
    case follow = "POST /users/{id}/follow"
    case unfollow = "DELETE /users/{id}/follow"
    case userBlogs = "GET /users/{id}/blogs"
    case blog = "GET /blogs/{id}"
    case like = "POST /blogs/{id}/like"
    case unlike = "DELETE /blogs/{id}/like"
    case share = "POST /blogs/{id}/share"
    case drafts = "GET /users/{id}/drafts"
    case trash = "GET /users/{id}/trash"
    case draft = "GET /drafts/{id}"
    case trashDraft = "POST /drafts/{id}/trash"
    case restoreDraft = "POST /drafts/{id}/restore"
    case news = "GET /nc/article/list/{channel}/{offset}-{limit}.html"
    case readNews = "POST /news/{docid}/read"
    case counters = "GET /counters"
    case saveCounter = "PUT /counters/{id}"
    case voices = "GET /voices"
    case voiceAudio = "GET /voices/{id}/audio"
    case openAPI = "GET /openapi.yaml"

    /// The method part, such as `POST`.
    var method: HTTPRequest.Method {
        HTTPRequest.Method(String(rawValue.prefix { $0 != " " })) ?? .get
    }

    /// The path template part, such as `/users/{id}/follow`.
    var template: String { String(rawValue.drop { $0 != " " }.dropFirst()) }

    /// The template in Hummingbird's router syntax, which allows one capture per segment:
    /// `{offset}-{limit}.html` becomes `{range}.html` and the handler splits the range.
    var routerPath: String {
        template.replacingOccurrences(of: "{offset}-{limit}", with: "{range}")
    }

    /// Finds the route for a rule's text; tolerates the query part the spec table writes (`?offset&limit`).
    init?(ruleText: String) {
        let trimmed = ruleText.trimmingCharacters(in: .whitespaces)
        let withoutQuery = String(trimmed.prefix { $0 != "?" })
        self.init(rawValue: withoutQuery)
    }

    /// The route a request reached, from the method and Hummingbird's matched endpoint path.
    static func matched(method: HTTPRequest.Method, endpointPath: String?) -> APIRoute? {
        guard let endpointPath else { return nil }
        return byRouterPath["\(method.rawValue) \(endpointPath)"]
    }

    /// The routes whose template fits a concrete path, whatever their method (to tell 405 from 404).
    static func routes(fitting path: String) -> [APIRoute] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        return allCases.filter { route in
            let pattern = route.routerPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            guard pattern.count == segments.count else { return false }
            return zip(pattern, segments).allSatisfy { fits(segment: $1, pattern: $0) }
        }
    }

    private static func fits(segment: Substring, pattern: Substring) -> Bool {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern.firstIndex(of: "}") else {
            return segment == pattern
        }
        let prefix = pattern[..<open]
        let suffix = pattern[pattern.index(after: close)...]
        return segment.count > prefix.count + suffix.count && segment.hasPrefix(prefix) && segment.hasSuffix(suffix)
    }

    private static let byRouterPath: [String: APIRoute] = Dictionary(
        uniqueKeysWithValues: allCases.map { ("\($0.method.rawValue) \($0.routerPath)", $0) })
}
