import Hummingbird

/// The `offset` and `limit` of a paged read, checked: offset ≥ 0, limit 0…100.
struct PageRequest: Sendable, Hashable {
    static let defaultLimit = 20
    static let maxLimit = 100

    let offset: Int
    let limit: Int

    /// Reads `?offset=&limit=`, each optional (defaults 0 and 20).
    init(query request: Request) throws(APIFailure) {
        let query = request.uri.queryParameters
        self.offset = try Self.parse("offset", query["offset"].map(String.init), default: 0)
        self.limit = try Self.parse("limit", query["limit"].map(String.init), default: Self.defaultLimit)
        try check()
    }

    /// Reads the `{offset}-{limit}` segment of the news path, such as `0-20`.
    init(range: String) throws(APIFailure) {
        let parts = range.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .badRequest("The range \"\(range)\" must be {offset}-{limit}, such as 0-20.")
        }
        self.offset = try Self.parse("offset", String(parts[0]), default: nil)
        self.limit = try Self.parse("limit", String(parts[1]), default: nil)
        try check()
    }

    /// A page given as numbers, checked like one read from a request: 400 for a negative offset or a limit outside
    /// 0…``maxLimit``.
    init(offset: Int, limit: Int) throws(APIFailure) {
        self.offset = offset
        self.limit = limit
        try check()
    }

    private func check() throws(APIFailure) {
        guard offset >= 0 else { throw .badRequest("`offset` must be 0 or more, got \(offset).") }
        guard (0...Self.maxLimit).contains(limit) else {
            throw .badRequest("`limit` must be between 0 and \(Self.maxLimit), got \(limit).")
        }
    }

    private static func parse(_ name: String, _ text: String?, default fallback: Int?) throws(APIFailure) -> Int {
        guard let text else {
            if let fallback { return fallback }
            throw .badRequest("`\(name)` is missing; it must be a whole number.")
        }
        guard let value = Int(text) else {
            throw .badRequest("`\(name)` must be a whole number, got \"\(text)\".")
        }
        return value
    }
}
