/// Session tokens are stored as their SHA-256, so a copy of the database holds no usable token.
///
/// A token is 256 random bits, so a fast hash suffices: there is nothing to guess that a slow one would protect.
public enum TokenHash {
    /// The token's SHA-256 as 64 lowercase hex digits.
    public static func of(_ token: String) -> String {
        hex(SHA256.hash(Array(token.utf8)))
    }

    /// Bytes as lowercase hex digits, two per byte.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
