import Foundation
import Model

/// In-memory voice messages behind ``VoiceService``, each with a WAV file as long as its duration says; its
/// ``control`` fails or holds the next call.
public actor FakeVoiceService: VoiceService {
    /// The messages, in id order.
    public let messages: [VoiceMessage]
    /// The id of every audio download asked for, in order.
    public private(set) var downloads: [Int] = []

    /// Fails or holds the next call.
    public nonisolated let control = CallControl()

    /// Creates messages 1… lasting `durations` seconds.
    public init(durations: [Int] = [3, 2, 4]) {
        messages = durations.enumerated().map { index, seconds in
            VoiceMessage(id: index + 1, sender: "Sender \(index + 1)", duration: seconds)
        }
    }

    public func voices() async throws(APIError) -> [VoiceMessage] {
        try await control.answer()
        return messages
    }

    public func audio(id: Int) async throws(APIError) -> Data {
        downloads.append(id)
        try await control.answer()
        guard let message = messages.first(where: { $0.id == id }) else { throw .sample(status: 404, "no voice \(id)") }
        return Self.wav(seconds: message.duration)
    }

    /// A silent 8-bit mono WAV file at 100 bytes a second.
    public static func wav(seconds: Int) -> Data {
        func le(_ value: Int, _ size: Int) -> [UInt8] {
            (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let size = seconds * 100
        let header =
            Array("RIFF".utf8) + le(36 + size, 4) + Array("WAVEfmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2)
            + le(100, 4) + le(100, 4) + le(1, 2) + le(8, 2) + Array("data".utf8) + le(size, 4)
        return Data(header + [UInt8](repeating: 128, count: size))
    }
}
