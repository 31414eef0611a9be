import Foundation
import Model

/// Voice messages and their audio, behind one seam.
protocol VoiceStorage: Sendable {
    /// Every voice message in id order, without audio.
    func voices() async throws -> [VoiceMessage]
    /// One message's WAV bytes; 404 for an unknown id.
    func audio(id: Int) async throws -> Data
}
