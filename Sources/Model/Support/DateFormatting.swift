import Foundation

/// Turns dates into the text the scenes show, `yyyy-MM-dd HH:mm`, the same on every machine.
///
/// The locale is fixed (POSIX, Gregorian calendar) and the time zone is injected, UTC unless told otherwise, so
/// the output depends on neither the machine's settings nor its clock.
public struct DateFormatting: Sendable {
    /// The time zone that dates are shown in.
    public let timeZone: TimeZone
    private let style: Date.VerbatimFormatStyle

    /// Creates a formatter that shows dates in `timeZone` (UTC by default).
    public init(timeZone: TimeZone = .gmt) {
        self.timeZone = timeZone
        let hour = Date.FormatStyle.Symbol.VerbatimHour.twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)
        self.style = Date.VerbatimFormatStyle(
            format: "\(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits) \(hour: hour):\(minute: .twoDigits)",
            locale: Locale(identifier: "en_US_POSIX"),
            timeZone: timeZone,
            calendar: .gregorian(in: timeZone)
        )
    }

    /// The date as `yyyy-MM-dd HH:mm`, for example `2024-03-09 14:05`.
    public func displayDate(_ date: Date) -> String {
        style.format(date)
    }
}

extension Calendar {
    /// The Gregorian calendar in `timeZone`, for parsing and formatting that ignore the machine's settings.
    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
