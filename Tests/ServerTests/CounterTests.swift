import Foundation
import GRDB
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Counters")
struct CounterTests {
    @Test("the main set has 18 counters numbered 0…5; the alt set has 3")
    func sets() async throws {
        try await LiveServer.with { _, probe in
            let main = try await probe.get("/counters?set=main").decode([Counter].self)
            let alt = try await probe.get("/counters?set=alt").decode([Counter].self)
            #expect(main.count == 18)
            #expect(main.allSatisfy { $0.set == .main && (0...5).contains($0.num) })
            #expect(Set(main.map(\.num)) == Set(0...5))
            #expect(alt.count == 3)
            #expect(alt.allSatisfy { $0.set == .alt })
            #expect(try await probe.get("/counters?set=other").status == 400)
        }
    }

    @Test("a saved number survives a server restart on the same file")
    func survivesRestart() async throws {
        try await LiveServer.with { server, probe in
            // Given a counter saved at 7
            let token = try await probe.login("alice")
            let counter = try #require(try await probe.get("/counters?set=main").decode([Counter].self).first)
            let saved = try await probe.send(.put, "/counters/\(counter.id)", json: CounterUpdate(num: 7), token: token)
            #expect(try saved.decode(Counter.self) == Counter(id: counter.id, set: .main, name: counter.name, num: 7))
            await probe.close()
            // When the server restarts
            let again = try await server.restarted()
            // Then the counter still reads 7
            let counters = try await Probe.using(port: again.running.port) { probe in
                try await probe.get("/counters?set=main").decode([Counter].self)
            }
            await again.running.stop()
            #expect(counters.first { $0.id == counter.id }?.num == 7)
        }
    }

    @Test(
        "bad saves are 4xx and change nothing",
        arguments: [
            (#"{"num":-1}"#, 400), (#"{"num":"3"}"#, 400), (#"{"num":1.5}"#, 400), ("{}", 400), ("nope", 400),
            (#"{"num":null}"#, 400), (#"{"num":1000001}"#, 400), (#"{"num":9223372036854775807}"#, 400),
            (#"{"num":-9223372036854775808}"#, 400), (#"{"num":92233720368547758070}"#, 400),
        ])
    func badSaves(body: String, status: Int) async throws {
        try await LiveServer.with { _, probe in
            let token = try await probe.login("alice")
            let before = try await probe.get("/counters?set=main").decode([Counter].self)
            let answer = try await probe.send(.put, "/counters/1", body: body, token: token)
            #expect(answer.status == status)
            #expect(answer.error?.code == "bad_request")
            #expect(try await probe.get("/counters?set=main").decode([Counter].self) == before)
        }
    }

    @Test("saving needs a token and a real counter")
    func saveErrors() async throws {
        try await LiveServer.with { _, probe in
            let token = try await probe.login("alice")
            #expect(try await probe.send(.put, "/counters/1", json: CounterUpdate(num: 1)).status == 401)
            let missing = try await probe.send(.put, "/counters/9999", json: CounterUpdate(num: 1), token: token)
            #expect(missing.status == 404)
            #expect(missing.error?.code == "not_found")
        }
    }
}

@Suite("Unreadable data")
struct UnreadableDataTests {
    @Test("a value the database holds but the server cannot read is a JSON error that says so, not a crash")
    func unreadableCounter() async throws {
        try await LiveServer.with { server, probe in
            // Given a counter whose number was overwritten with text behind the server's back
            let database = try DatabaseQueue(path: server.databasePath)
            try await database.write { db in try db.execute(sql: "UPDATE counters SET num = 'many' WHERE id = 1") }
            try database.close()
            // When a client asks for the counters
            let answer = try await probe.get("/counters?set=main")
            // Then the answer is a JSON error naming the problem, and the server still answers
            #expect(answer.status == 500)
            #expect(answer.error?.code == "unreadable_data")
            #expect(answer.error?.message.contains("num") == true)
            #expect(try await probe.get("/counters?set=alt").status == 200)
        }
    }

    @Test("a feed row whose read count was overwritten with text is a JSON error, not a count of 0")
    func unreadableFeedRow() async throws {
        try await LiveServer.with { server, probe in
            // Given the newest article's read count overwritten with text behind the server's back
            let feed = "/nc/article/list/\(NewsFeed.defaultChannel)/0-20.html"
            let newest = try #require(try await probe.get(feed).decode(NewsFeed.self).items.first)
            let database = try DatabaseQueue(path: server.databasePath)
            try await database.write { db in
                try db.execute(sql: "UPDATE news SET read_count = 'many' WHERE docid = ?", arguments: [newest.docid])
            }
            try database.close()
            // When a client asks for the first page
            let answer = try await probe.get(feed)
            // Then the answer is a JSON error naming the problem, and a page without that row still reads
            #expect(answer.status == 500)
            #expect(answer.error?.code == "unreadable_data")
            #expect(try await probe.get("/nc/article/list/\(NewsFeed.defaultChannel)/20-20.html").status == 200)
        }
    }
}
