import Foundation
import Model
import TestSupport
import Testing

@testable import Server

@Suite("Feed JSON written by hand")
struct FeedJSONTests {
    @Test("every page the server sends is byte for byte what the shared JSON encoder writes for it")
    func pagesMatchTheEncoder() async throws {
        try await LiveServer.with { _, probe in
            for offset in stride(from: 0, through: 140, by: 20) {
                // When
                let answer = try await probe.get("/nc/article/list/\(NewsFeed.defaultChannel)/\(offset)-20.html")
                // Then
                #expect(answer.status == 200)
                let feed = try WireCoding.decoder().decode(NewsFeed.self, from: answer.body)
                #expect(answer.body == (try WireCoding.encoder().encode(feed)), "page at \(offset)")
            }
        }
    }

    @Test(
        "strings of every escaping kind come out as the encoder writes them",
        arguments: [
            "plain", "quote \" and backslash \\", "slash / stays", "tab\tnew\nline\rfeed\u{0C}back\u{08}",
            "controls \u{00}\u{01}\u{1B}\u{1F}\u{7F}", "中文 · 😀 e\u{301} \u{2028}\u{2029}", "",
        ])
    func escaping(text: String) throws {
        // Given
        let item = NewsItem(docid: text, title: text, ptime: text, imgsrc: text, readCount: Int.max)
        let feed = NewsFeed(channel: text, items: [item, item])
        // When
        let bytes = FeedJSON.bytes(of: feed)
        // Then
        #expect(Data(bytes) == (try WireCoding.encoder().encode(feed)))
    }
}
