/// Identifiers and credentials may not hold control characters: SQLite's C strings end at U+0000, so
/// `alice\u{0}x` would be looked up as `alice`.
enum ControlCharacters {
    /// Throws 400 naming `field` when `text` holds a control character (U+0000–U+001F, U+007F–U+009F).
    static func reject(in text: String, field: String) throws(APIFailure) {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return }
        throw .badRequest("`\(field)` must not contain control characters such as U+0000.")
    }
}
