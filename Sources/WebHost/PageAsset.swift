import HTTPTypes
import Hummingbird
import NIOCore

/// The script or the style sheet of the shell, served at an address that names its version.
///
/// The shell links `/mvx.js?v=VERSION`, where the version is a hash of the text. A browser may keep an answer to that
/// address for a year without asking again: a new build with another text links another address. An address with
/// no version or an old one is still served, but marked `no-cache`, so a page from an older build asks each time.
struct PageAsset: Sendable {
    /// The path, such as `/mvx.js`.
    let path: String
    /// The `Content-Type`.
    let contentType: String
    /// The text.
    let text: String
    /// The hash of `text`: 16 hexadecimal digits of FNV-1a.
    let version: String

    /// The asset `text` at `path`, typed `contentType`.
    init(path: String, contentType: String, text: String) {
        self.path = path
        self.contentType = contentType
        self.text = text
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        version = String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The address the shell links: the path with its version.
    var address: String { "\(path)?v=\(version)" }

    /// The answer to a request for it: kept for a year when it names this version, asked for again otherwise.
    func response(to request: Request) -> Response {
        var response = PageGuard<BasicRequestContext>.body(text, contentType: contentType)
        if request.uri.queryParameters["v"].map(String.init) == version {
            response.headers[.cacheControl] = "public, max-age=31536000, immutable"
        }
        return response
    }

    /// The page script.
    static let script = PageAsset(
        path: "/mvx.js", contentType: "text/javascript; charset=utf-8", text: PageScript.source)
    /// The style sheet.
    static let style = PageAsset(path: "/mvx.css", contentType: "text/css; charset=utf-8", text: PageStyle.css)
}
