/// What the Voice presenter asks of its view: the table's changes — a play state changes one row, the end of a voice
/// the two it touched — `Loading…` and the error (``ListView``).
@MainActor
public protocol VoiceView: ListView {}
