import Model

/// Hears what changed in a ``VoiceModel``, so the controller can redraw the table, one row's play state, `Loading…`
/// or the error.
@MainActor
public protocol VoiceModelDelegate: AnyObject {
    /// The model's state changed as `change` describes; read the new state from the model.
    func voiceModel(_ model: VoiceModel, didChange change: ListChange)
}
