import Foundation

/// The JSON settings that client and server share, so a date written by one is read by the other.
public enum WireCoding {
    /// A new encoder: ISO 8601 dates, sorted keys. Without sorting, Foundation on Linux writes keys in hash order,
    /// which differs from one process to the next: the same data would not give the same bytes.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A new decoder: ISO 8601 dates.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
