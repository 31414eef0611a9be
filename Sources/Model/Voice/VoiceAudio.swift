import Foundation

/// A voice message's audio as downloaded: a WAV file, read far enough to know how long it plays.
public struct VoiceAudio: Hashable, Sendable {
    /// How long it plays, in whole seconds (rounded up).
    public let seconds: Int
    /// The size of the file.
    public let byteCount: Int

    /// Reads the length from a PCM WAV file's header; throws ``APIError/undecodable(type:reason:)`` when `data` is
    /// not one.
    public init(wav data: Data) throws(APIError) {
        let bytes = [UInt8](data.prefix(44))
        guard bytes.count == 44, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<16].elementsEqual("WAVEfmt ".utf8),
            bytes[36..<40].elementsEqual("data".utf8)
        else { throw .undecodable(type: "VoiceAudio", reason: "not a WAV file") }
        let byteRate = Self.uint32(bytes, at: 28)
        let dataSize = Self.uint32(bytes, at: 40)
        guard byteRate > 0, dataSize <= UInt64(data.count - 44) else {
            throw .undecodable(type: "VoiceAudio", reason: "a WAV header that does not match its data")
        }
        seconds = Int((dataSize + byteRate - 1) / byteRate)
        byteCount = data.count
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<4).reduce(0) { value, index in value | UInt64(bytes[offset + index]) << (8 * index) }
    }
}
