import Foundation
import Model
import Testing

@Suite("Date formatting")
struct DateFormattingTests {
    @Test("a date shows as yyyy-MM-dd HH:mm in UTC by default")
    func defaultIsUTC() {
        // Given 2024-03-09 14:05:59 UTC
        let date = Date(timeIntervalSince1970: 1_709_993_159)

        // When formatted with the default formatter
        let shown = DateFormatting().displayDate(date)

        // Then it shows the UTC wall clock to the minute, seconds dropped
        #expect(shown == "2024-03-09 14:05")
    }

    @Test("the injected time zone decides the wall clock shown")
    func injectedZoneShifts() throws {
        // Given the same instant and a formatter for Shanghai (UTC+8)
        let date = Date(timeIntervalSince1970: 1_709_993_159)
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))

        // When formatted
        let shown = DateFormatting(timeZone: shanghai).displayDate(date)

        // Then it is eight hours later, past midnight into the next day
        #expect(shown == "2024-03-09 22:05")
    }

    @Test("early years keep four digits and hours keep 24-hour form")
    func paddingAndTwentyFourHours() {
        #expect(DateFormatting().displayDate(Date(timeIntervalSince1970: 0)) == "1970-01-01 00:00")
        #expect(DateFormatting().displayDate(Date(timeIntervalSince1970: 23 * 3600 + 59 * 60)) == "1970-01-01 23:59")
    }
}
