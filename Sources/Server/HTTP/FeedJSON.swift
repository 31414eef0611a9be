import Hummingbird
import Model
import NIOCore

/// The news feed's JSON written straight into bytes: exactly what `WireCoding.encoder` writes for a ``NewsFeed``
/// (keys sorted, slashes unescaped), in a sixth of the time.
///
/// The feed is the route every client polls, and `JSONEncoder` was a quarter of its time; a test
/// checks these bytes against the encoder's for every seeded page and for strings of every escaping kind.
package struct FeedJSON: ResponseGenerator {
    let feed: NewsFeed

    package func response(from request: Request, context: some RequestContext) throws -> Response {
        Response.json(Self.bytes(of: feed))
    }

    /// `{"CHANNEL":[{"docid":…,"imgsrc":…,"ptime":…,"readCount":…,"title":…},…]}`.
    package static func bytes(of feed: NewsFeed) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + feed.items.count * 192)
        out.append(UInt8(ascii: "{"))
        appendString(feed.channel, to: &out)
        out += [UInt8(ascii: ":"), UInt8(ascii: "[")]
        for (index, item) in feed.items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"docid":"#.utf8)
            appendString(item.docid, to: &out)
            out.append(contentsOf: #","imgsrc":"#.utf8)
            appendString(item.imgsrc, to: &out)
            out.append(contentsOf: #","ptime":"#.utf8)
            appendString(item.ptime, to: &out)
            out.append(contentsOf: #","readCount":"#.utf8)
            out.append(contentsOf: String(item.readCount).utf8)
            out.append(contentsOf: #","title":"#.utf8)
            appendString(item.title, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out += [UInt8(ascii: "]"), UInt8(ascii: "}")]
        return out
    }

    /// A JSON string as Foundation's writer escapes it: quote, backslash and the controls below 0x20 (the usual
    /// short forms, else `\u00xx`); everything else, slashes included, as its UTF-8 bytes.
    static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case ..<0x20:
                out.append(contentsOf: #"\u00"#.utf8)
                out += [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The lowercase hexadecimal digit of `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
