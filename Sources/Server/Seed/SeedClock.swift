import Foundation

/// The fixed instant every seeded timestamp counts back from, so that the seed is the same on every run.
enum SeedClock {
    /// 2024-06-01 09:00:00 UTC.
    static let base = Date(timeIntervalSince1970: 1_717_232_400)

    /// `base` minus `minutes`.
    static func minutes(before minutes: Int) -> Date {
        base.addingTimeInterval(-Double(minutes) * 60)
    }

    /// The news feed's time format, `yyyy-MM-dd HH:mm:ss`, in Beijing time like the public feed.
    static func feedTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 8 * 3600)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }
}
