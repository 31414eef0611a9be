import Foundation
import Model
import Testing

@Suite("News formatting")
struct NewsFormattingTests {
    let formatting = NewsFormatting()

    @Test("a feed time shows without its seconds")
    func feedTimeShowsToTheMinute() {
        // Given a well-formed feed time
        let ptime = "2016-07-01 09:05:59"

        // When it is formatted for a row
        let shown = formatting.displayDate(ptime: ptime)

        // Then the row shows year to minute, seconds dropped (not rounded)
        #expect(shown == "2016-07-01 09:05")
    }

    @Test(
        "an unparseable feed time shows the raw text, never the current time",
        arguments: [
            "", "yesterday", "2016-07-01", "2016-07-01 12:34", "2016-07-01T12:34:56", "2016-13-01 10:00:00",
            "2016-02-30 10:00:00", "2015-02-29 10:00:00", "2016-07-01 24:00:00", "2016-07-01 12:60:00",
            "2016-7-1 1:2:3", " 2016-07-01 12:34:56", "2016-07-01 12:34:56 ", "2016-07-01 12:34:56xyz",
            "２０１６-07-01 12:34:56",
        ])
    func unparseableTimeShowsRawText(ptime: String) {
        // Given a feed time that is not exactly `yyyy-MM-dd HH:mm:ss` or names no real moment
        // When it is formatted
        let shown = formatting.displayDate(ptime: ptime)

        // Then the row shows exactly what the feed sent
        #expect(shown == ptime)
        #expect(formatting.date(ptime: ptime) == nil)
    }

    @Test("a leap day is a real date")
    func leapDayParses() {
        #expect(formatting.displayDate(ptime: "2016-02-29 23:59:00") == "2016-02-29 23:59")
    }

    @Test("the shown date does not depend on the time zone it is read and shown in")
    func injectedZoneReadsAndShowsTheSameWallClock() throws {
        // Given formatting in a zone far from UTC
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let formatting = NewsFormatting(timeZone: tokyo)

        // When a feed time is read
        let date = try #require(formatting.date(ptime: "2016-07-01 09:05:00"))

        // Then it names that wall-clock time in Tokyo, and shows as written
        #expect(date == Date(timeIntervalSince1970: 1_467_331_500))
        #expect(formatting.displayDate(ptime: "2016-07-01 09:05:00") == "2016-07-01 09:05")
    }

    @Test("a time skipped by a daylight-saving change is unparseable in that zone")
    func skippedLocalTimeShowsRawText() throws {
        // Given New York, where 2024-03-10 02:00–03:00 does not exist
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let formatting = NewsFormatting(timeZone: newYork)

        // When a feed time inside the gap is formatted
        let shown = formatting.displayDate(ptime: "2024-03-10 02:30:00")

        // Then the raw text shows rather than a shifted time
        #expect(shown == "2024-03-10 02:30:00")
    }

    @Test(
        "an http cover URL is rewritten to https; anything else is left alone",
        arguments: [
            ("http://img.example.com/a.png", "https://img.example.com/a.png"),
            ("HTTP://img.example.com/a.png", "https://img.example.com/a.png"),
            ("https://img.example.com/a.png", "https://img.example.com/a.png"),
            ("ftp://img.example.com/a.png", "ftp://img.example.com/a.png"),
            ("http:/img.example.com", "http:/img.example.com"),
            ("", ""),
            ("see http://x", "see http://x"),
        ])
    func coverURLIsSecured(imgsrc: String, expected: String) {
        #expect(formatting.secureCoverURL(imgsrc) == expected)
    }

    @Test("the read count reads `read N`")
    func readCountText() {
        #expect(formatting.readCountText(0) == "read 0")
        #expect(formatting.readCountText(1234) == "read 1234")
    }
}
