import Foundation
import Model
import Testing

@Suite("News feed wire shape")
struct NewsFeedTests {
    @Test("a feed in the public shape decodes into its channel and items")
    func decodesPublicShape() throws {
        // Given the JSON the public feed sends, with a wide-character title
        let json = Data(
            """
            {"T1467284926140":[
              {"docid":"C1","title":"新闻 one","ptime":"2016-07-01 09:05:00","imgsrc":"http://a/1.png","readCount":3},
              {"docid":"C2","title":"two","ptime":"bad","imgsrc":"https://a/2.png","readCount":0}
            ]}
            """.utf8)

        // When it is decoded
        let feed = try WireCoding.decoder().decode(NewsFeed.self, from: json)

        // Then the single key is the channel and the items keep feed order and raw fields
        #expect(feed.channel == NewsFeed.defaultChannel)
        #expect(feed.items.map(\.docid) == ["C1", "C2"])
        #expect(feed.items[0].title == "新闻 one")
        #expect(feed.items[1].ptime == "bad")
        #expect(feed.items[0].readCount == 3)
    }

    @Test("a feed survives an encode/decode round trip unchanged")
    func roundTrip() throws {
        // Given a feed
        let feed = NewsFeed(
            channel: "T1",
            items: [NewsItem(docid: "D", title: "t", ptime: "2016-07-01 09:05:00", imgsrc: "http://i", readCount: 7)])

        // When it is encoded and decoded again
        let data = try WireCoding.encoder().encode(feed)
        let decoded = try WireCoding.decoder().decode(NewsFeed.self, from: data)

        // Then it is equal, and the wire form is keyed by the channel
        #expect(decoded == feed)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object.map { Array($0.keys) } == ["T1"])
    }

    @Test("an object with no channel key is refused, not read as an empty feed")
    func emptyObjectIsRefused() {
        #expect(throws: DecodingError.self) {
            try WireCoding.decoder().decode(NewsFeed.self, from: Data("{}".utf8))
        }
    }
}
