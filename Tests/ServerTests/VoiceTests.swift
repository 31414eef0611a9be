import Foundation
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Voice messages")
struct VoiceTests {
    @Test("at least 6 voices of 3 to 12 seconds, each with WAV audio as long as its duration")
    func voicesAndAudio() async throws {
        try await LiveServer.with { _, probe in
            let voices = try await probe.get("/voices").decode([VoiceMessage].self)
            #expect(voices.count >= 6)
            #expect(voices.allSatisfy { (3...12).contains($0.duration) && !$0.sender.isEmpty })
            var bytesPerSecond: Set<Int> = []
            for voice in voices {
                let audio = try await probe.get("/voices/\(voice.id)/audio")
                #expect(audio.status == 200)
                #expect(audio.headers[.contentType] == "audio/wav")
                #expect(audio.body.prefix(4) == Data("RIFF".utf8))
                bytesPerSecond.insert((audio.body.count - 44) / voice.duration)
            }
            #expect(bytesPerSecond.count == 1, "audio length is proportional to duration")
        }
    }

    @Test("the same seed gives the same audio bytes; an unknown voice is 404")
    func deterministicAudio() async throws {
        let first = try await LiveServer.withResult { _, probe in try await probe.get("/voices/1/audio").body }
        let second = try await LiveServer.withResult { _, probe in try await probe.get("/voices/1/audio").body }
        #expect(first == second)
        let missing = try await LiveServer.withResult { _, probe in try await probe.get("/voices/99/audio").status }
        #expect(missing == 404)
    }
}
