import BrowserKit

/// A link to another page of the app: a plain `<a href>`, which the browser follows by loading that page.
enum WebLink {
    /// The link titled `title` to `path`.
    @MainActor
    static func element(_ title: String, to path: String) -> Element {
        Element("a", attributes: ["href": path], text: title)
    }
}
