import Foundation

/// Test audio: the bytes of a silent WAV file, so that Model's `VoiceAudio` can read a length from them.
enum WAV {
    /// A silent 8-bit mono WAV file at 100 bytes a second, `seconds` long.
    static func silent(seconds: Int) -> Data {
        func littleEndian(_ value: Int, _ size: Int) -> [UInt8] {
            (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let size = seconds * 100
        let header =
            Array("RIFF".utf8) + littleEndian(36 + size, 4) + Array("WAVEfmt ".utf8) + littleEndian(16, 4)
            + littleEndian(1, 2) + littleEndian(1, 2) + littleEndian(100, 4) + littleEndian(100, 4)
            + littleEndian(1, 2) + littleEndian(8, 2) + Array("data".utf8) + littleEndian(size, 4)
        return Data(header + [UInt8](repeating: 128, count: size))
    }
}
