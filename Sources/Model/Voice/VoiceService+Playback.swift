extension VoiceService {
    /// Downloads voice `id`'s audio and reads how long it plays: what a queue's ``VoiceQueue/Command/download(voiceID:)``
    /// asks for, answered as a value for ``VoiceQueue/downloaded(_:of:)``.
    public func playableAudio(id: Int) async -> Result<VoiceAudio, APIError> {
        do throws(APIError) {
            return .success(try VoiceAudio(wav: try await audio(id: id)))
        } catch {
            return .failure(error)
        }
    }
}

extension VoiceMessage: ListItem {
    /// The voice messages load all at once.
    public typealias Source = WholeList
    /// A voice row is played, not edited: the playlist handles selection.
    public typealias Action = NoListAction<VoiceMessage>
}

extension ListService where Item == VoiceMessage {
    /// The voice messages loaded through `service`, all at once.
    public static func voices(_ service: any VoiceService) -> ListService {
        ListService(loadingOnly: { _, _ throws(APIError) in
            PageBatch(items: try await service.voices(), hasMore: false)
        })
    }
}

extension PagedList where Item == VoiceMessage {
    /// The voice messages, all in one load.
    public convenience init(voices service: any VoiceService) {
        self.init(source: .all, service: .voices(service))
    }
}
