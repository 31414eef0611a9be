import Foundation
import LiveServices
import Model
import Testing

@Suite("LiveVoiceService")
struct VoiceServiceTests {
    @Test("voices are listed with sender and duration, and their audio downloads")
    func voicesAndAudio() async throws {
        try await withLiveServer { client, _ in
            // When the voices are listed
            let voices = LiveVoiceService(client: client)
            let messages = try await voices.voices()

            // Then there are at least 6 with senders and positive durations
            #expect(messages.count >= 6)
            #expect(messages.allSatisfy { !$0.sender.isEmpty && $0.duration > 0 })

            // When the first one's audio is fetched
            let first = try #require(messages.first)
            let audio = try await voices.audio(id: first.id)

            // Then bytes arrive
            #expect(!audio.isEmpty)
        }
    }

    @Test("the audio of an unknown voice is a 404")
    func unknownAudio() async throws {
        try await withLiveServer { client, _ in
            let error = await failure { try await LiveVoiceService(client: client).audio(id: 999_999) }
            #expect(error?.status == 404)
        }
    }
}
