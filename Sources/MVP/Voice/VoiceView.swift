/// What the Voice presenter asks of its view: the table's changes, `Loading…`, the error (``ListView``). A row's
/// play state reaches its cell through the row's ``VoiceCellPresenter``, not through this view.
@MainActor
public protocol VoiceView: ListView {}
