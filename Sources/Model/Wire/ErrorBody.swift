import Foundation

/// The body of every error answer: `{"error":{"code":…,"message":…}}`.
public struct ErrorBody: Codable, Hashable, Sendable {
    /// The machine-readable code and the human-readable message.
    public struct Detail: Codable, Hashable, Sendable {
        /// A stable code such as `bad_request`, `unauthorized`, `forbidden`, `not_found`, `injected_fault`.
        public var code: String
        /// What went wrong and what to do, for people.
        public var message: String

        /// Creates an error detail.
        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// The error.
    public var error: Detail

    /// Creates an error body.
    public init(code: String, message: String) {
        self.error = Detail(code: code, message: message)
    }
}
