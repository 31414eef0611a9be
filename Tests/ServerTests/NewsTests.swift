import Foundation
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("News feed and read counts")
struct NewsTests {
    static let channel = NewsFeed.defaultChannel

    @Test("a page answers in the public feed's shape: one key, the channel, holding the articles")
    func feedShape() async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.get("/nc/article/list/\(Self.channel)/0-20.html")
            #expect(answer.status == 200)
            let object = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
            #expect(Array(object.keys) == [Self.channel])
            let rows = try #require(object[Self.channel] as? [[String: Any]])
            #expect(rows.count == 20)
            #expect(Set(rows[0].keys) == ["docid", "title", "ptime", "imgsrc", "readCount"])
            let feed = try answer.decode(NewsFeed.self)
            #expect(feed.items.allSatisfy { $0.imgsrc.hasPrefix("http://") })
        }
    }

    @Test("the whole feed: ≥ 120 unique articles, newest first, one or two with an unparseable ptime")
    func wholeFeed() async throws {
        try await LiveServer.with { _, probe in
            var items: [NewsItem] = []
            var offset = 0
            while true {
                let page = try await probe.get("/nc/article/list/\(Self.channel)/\(offset)-100.html")
                    .decode(NewsFeed.self).items
                items += page
                offset += 100
                if page.count < 100 { break }
            }
            #expect(items.count >= 120)
            #expect(Set(items.map(\.docid)).count == items.count)
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
            let dates = items.compactMap { formatter.date(from: $0.ptime) }
            #expect((1...2).contains(items.count - dates.count))
            #expect(dates == dates.sorted(by: >))
            #expect(items.contains { $0.title.unicodeScalars.contains { $0.value >= 0x4E00 } })
            #expect(items.contains { $0.title.allSatisfy { $0.isASCII } })
        }
    }

    @Test("the range follows the paging rules: last page short, past the end empty, bad ranges 400")
    func rangeEdges() async throws {
        try await LiveServer.with { _, probe in
            let base = "/nc/article/list/\(Self.channel)"
            let all = try await probe.get("\(base)/0-100.html").decode(NewsFeed.self).items
            let tail = try await probe.get("\(base)/100-100.html").decode(NewsFeed.self).items
            let total = all.count + tail.count
            let last = try await probe.get("\(base)/\(total - 3)-20.html").decode(NewsFeed.self)
            #expect(last.items.count == 3)
            #expect(try await probe.get("\(base)/\(total)-20.html").decode(NewsFeed.self).items.isEmpty)
            #expect(try await probe.get("\(base)/5-0.html").decode(NewsFeed.self).items.isEmpty)
            let second = try await probe.get("\(base)/20-20.html").decode(NewsFeed.self).items
            #expect(second == Array(all[20..<40]))
            for bad in ["0-101", "x-20", "0-y", "20", "-1-20", "0--1", "0-20-3"] {
                let answer = try await probe.get("\(base)/\(bad).html")
                #expect(answer.status == 400, "\(bad)")
                #expect(answer.error?.code == "bad_request", "\(bad)")
            }
        }
    }

    @Test("an unknown channel is 404")
    func unknownChannel() async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.get("/nc/article/list/T0000000000000/0-20.html")
            #expect(answer.status == 404)
            #expect(answer.error?.message.contains(Self.channel) == true)
        }
    }

    @Test("a read counts one more, shows up in the feed, and needs a token and a real article")
    func markRead() async throws {
        try await LiveServer.with { _, probe in
            let token = try await probe.login("alice")
            let item = try #require(
                try await probe.get("/nc/article/list/\(Self.channel)/0-1.html").decode(NewsFeed.self).items.first)
            let read = try await probe.send(.post, "/news/\(item.docid)/read", token: token).decode(ReadCount.self)
            #expect(read.readCount == item.readCount + 1)
            let again = try await probe.get("/nc/article/list/\(Self.channel)/0-1.html").decode(NewsFeed.self)
            #expect(again.items.first?.readCount == item.readCount + 1)
            #expect(try await probe.send(.post, "/news/\(item.docid)/read").status == 401)
            #expect(try await probe.send(.post, "/news/NOPE/read", token: token).status == 404)
        }
    }

    @Test("50 concurrent reads add exactly 50")
    func concurrentReads() async throws {
        try await LiveServer.with { server, probe in
            let token = try await probe.login("alice")
            let item = try #require(
                try await probe.get("/nc/article/list/\(Self.channel)/3-1.html").decode(NewsFeed.self).items.first)
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<50 {
                    group.addTask {
                        try await Probe.using(port: server.running.port) { own in
                            try await own.send(.post, "/news/\(item.docid)/read", token: token).status
                        }
                    }
                }
                for try await status in group { #expect(status == 200) }
            }
            let after = try await probe.get("/nc/article/list/\(Self.channel)/3-1.html").decode(NewsFeed.self)
            #expect(after.items.first?.readCount == item.readCount + 50)
        }
    }
}
