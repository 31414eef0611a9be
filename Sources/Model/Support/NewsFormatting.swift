import Foundation

/// The News scene's text, shared by every architecture: the row date, the cover URL and the read count.
///
/// Pure functions of their input and the injected time zone: nothing here reads the clock or the machine's locale.
public struct NewsFormatting: Sendable {
    /// The zone the feed's `ptime` is read in and shown in (UTC by default).
    public var timeZone: TimeZone { dates.timeZone }
    private let dates: DateFormatting

    /// Creates the formatting for a time zone.
    public init(timeZone: TimeZone = .gmt) {
        self.dates = DateFormatting(timeZone: timeZone)
    }

    /// The row date `yyyy-MM-dd HH:mm` from a feed time `yyyy-MM-dd HH:mm:ss`.
    ///
    /// A `ptime` that is not exactly in that form, or names no real moment (month 13, February 30, a time skipped
    /// by a daylight-saving change), comes back unchanged: the raw text, never the current time.
    public func displayDate(ptime: String) -> String {
        guard let date = date(ptime: ptime) else { return ptime }
        return dates.displayDate(date)
    }

    /// The moment a feed time `yyyy-MM-dd HH:mm:ss` names in ``timeZone``, or `nil` when it names none.
    public func date(ptime: String) -> Date? {
        guard let fields = Self.fields(of: ptime) else { return nil }
        let calendar = Calendar.gregorian(in: timeZone)
        let components = DateComponents(
            calendar: calendar, timeZone: timeZone,
            year: fields[0], month: fields[1], day: fields[2], hour: fields[3], minute: fields[4], second: fields[5])
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }

    /// The cover URL with `http://` rewritten to `https://`; any other text is returned unchanged.
    public func secureCoverURL(_ imgsrc: String) -> String {
        let scheme = "http://"
        guard imgsrc.prefix(scheme.count).lowercased() == scheme else { return imgsrc }
        return "https://" + imgsrc.dropFirst(scheme.count)
    }

    /// The read count as the row shows it: `read N`.
    public func readCountText(_ readCount: Int) -> String {
        "read \(readCount)"
    }

    /// Splits `yyyy-MM-dd HH:mm:ss` into its six numbers, insisting on exactly that shape (ASCII digits only).
    private static func fields(of text: String) -> [Int]? {
        let bytes = Array(text.utf8)
        let separators: [Int: UInt8] = [
            4: UInt8(ascii: "-"), 7: UInt8(ascii: "-"), 10: UInt8(ascii: " "), 13: UInt8(ascii: ":"),
            16: UInt8(ascii: ":"),
        ]
        guard bytes.count == 19 else { return nil }
        var fields: [Int] = []
        var current = 0
        for (index, byte) in bytes.enumerated() {
            if let separator = separators[index] {
                guard byte == separator else { return nil }
                fields.append(current)
                current = 0
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                current = current * 10 + Int(byte - UInt8(ascii: "0"))
            }
        }
        fields.append(current)
        return fields
    }
}
