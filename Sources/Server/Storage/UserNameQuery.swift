import Foundation
import Model

/// The `query` of `GET /users?query=TEXT`, checked and folded: the users whose display name contains it, ignoring
/// case.
///
/// Matching is on a folded key, the same for the query and the stored name (``key(for:)``): Unicode compatibility
/// normalisation (NFKC, so a fullwidth `ＡＬＩＣＥ` or a decomposed `í` read as `ALICE` and `í`), then full case
/// mapping, upper then lower (`ÄLICE` and `älice`, `STRASSE` and `straße` give the same key), then NFKC again. The
/// database only looks for the query's key as a substring of each user's stored key (`name_key`; SQLite `instr`,
/// PostgreSQL `strpos`), byte for byte: no `LIKE`, so `%` and `_` match themselves, and no collation or
/// `LOWER` (SQLite's folds ASCII only; PostgreSQL's depends on the database's locale).
struct UserNameQuery: Sendable, Hashable {
    /// The folded query the stored keys are searched for; never empty.
    let key: String

    /// Reads `text` as given (a client trims it): `nil` — everyone — when it is absent or empty; 400 when it holds
    /// a control character or more than ``Model/UserSearch/maximumLength`` characters.
    static func parse(_ text: String?) throws(APIFailure) -> UserNameQuery? {
        guard let text, !text.isEmpty else { return nil }
        try ControlCharacters.reject(in: text, field: "query")
        let length = text.count
        guard length <= UserSearch.maximumLength else {
            throw .badRequest(
                "`query` must be at most \(UserSearch.maximumLength) characters, got \(length): shorten it.")
        }
        let key = key(for: text)
        guard !key.isEmpty else { return nil }
        return UserNameQuery(key: key)
    }

    /// The key a display name is stored under and a query is folded to: NFKC, upper-cased then lower-cased, NFKC.
    static func key(for text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.uppercased().lowercased()
            .precomposedStringWithCompatibilityMapping
    }
}
