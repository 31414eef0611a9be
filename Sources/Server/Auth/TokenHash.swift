/// Session tokens are stored as their SHA-256, so a copy of the database holds no usable token.
///
/// A token is 256 random bits, so a fast hash suffices: there is nothing to guess that a slow one would protect.
public enum TokenHash {
    /// The token's SHA-256 as 64 lowercase hex digits.
    public static func of(_ token: String) -> String {
        hex(SHA256.hash(Array(token.utf8)))
    }

    /// Whether `token` has the shape of one the server issues (``hex(_:)`` of 32 random bytes: 64 lowercase hex
    /// digits). A token of another shape names no session, and is refused without asking the database.
    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 64 && token.utf8.allSatisfy { Self.digits.contains($0) }
    }

    /// Bytes as lowercase hex digits, two per byte.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let digits = Array("0123456789abcdef".utf8)
}
