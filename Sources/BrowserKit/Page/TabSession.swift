/// One browser tab's side of the conversation, as the web host sees it: the host hands it the text frames the page
/// sends and a way to send text frames back; everything else (what the tab shows, how it reacts) is the session's.
///
/// The wire protocol, both ways JSON text frames:
/// - server → page: `{"mount":NODE,"url":PATH,"title":TEXT}` draws the whole page (first, and after a
///   reconnect or a navigation that rebuilds the page); `{"patches":[PATCH…]}` changes it; `{"url":PATH,
///   "title":TEXT,"replace":BOOL}` records a new place in the browser's history.
/// - page → server: `{"e":"click","id":N}`, `{"e":"input","id":N,"value":TEXT}`, `{"e":"key","key":KEY}` (a DOM
///   key name: `ArrowUp`, `Escape`, `a`…), `{"e":"nav","path":PATH}` (back or forward reached `PATH`).
///
/// A NODE is `{"id":N,"tag":TAG,"attrs":{NAME:VALUE…},"text":TEXT,"children":[NODE…]}` (`text` or `children`); a
/// PATCH is one of `{"op":"text","id":N,"text":TEXT}`, `{"op":"attr","id":N,"name":NAME,"value":VALUE|null}`,
/// `{"op":"insert","parent":N,"index":I,"node":NODE}`, `{"op":"remove","id":N}`,
/// `{"op":"move","id":N,"parent":N,"index":I}`, `{"op":"replace","id":N,"node":NODE}`.
@MainActor
public protocol TabSession: AnyObject {
    /// Starts the tab: from now on the session sends its frames through `send` (the first one draws the page).
    func start(send: @escaping @MainActor (String) -> Void)

    /// Handles one text frame from the page; throws when it is not an event this protocol knows.
    func receive(_ text: String) throws(PageEventError)

    /// The socket closed: release everything the tab holds.
    func close()

    /// The page's first screen as HTML and the title it goes with, for the page's first response, once the tab shows
    /// what it shows first (or a short while has passed); nil when the tab draws only over its socket. Asked at most
    /// once, before `start`.
    func firstScreen() async -> (html: String, title: String)?
}

extension TabSession {
    /// No first screen: the page is drawn over its socket.
    public func firstScreen() async -> (html: String, title: String)? { nil }
}
