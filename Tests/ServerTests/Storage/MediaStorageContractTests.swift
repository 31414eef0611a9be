import Foundation
import Model
import Testing

@testable import Server

/// News, counters and voices: the same answers from every storage backend.
@Suite("Storage contract: news, counters and voices")
struct MediaStorageContractTests {
    @Test("feed pages run without gaps to the end; unknown channels are 404", arguments: StorageBackend.available)
    func feed(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let channel = NewsFeed.defaultChannel
            let first = try await storage.news.feed(channel: channel, page: PageRequest(offset: 0, limit: 20))
            #expect(first.items.count == 20)
            #expect(first.items.first?.docid == SeedNews.item(at: 0).docid)
            let next = try await storage.news.feed(channel: channel, page: PageRequest(offset: 20, limit: 20))
            #expect(next.items.first?.docid == SeedNews.item(at: 20).docid)
            let tail = try await storage.news.feed(
                channel: channel, page: PageRequest(offset: SeedNews.count - 7, limit: 20))
            #expect(tail.items.count == 7)
            let past = try await storage.news.feed(
                channel: channel, page: PageRequest(offset: SeedNews.count, limit: 20))
            #expect(past.items.isEmpty)
            let zero = try await storage.news.feed(channel: channel, page: PageRequest(offset: 0, limit: 0))
            #expect(zero.items.isEmpty)
            let page = try PageRequest(offset: 0, limit: 20)
            #expect(await failureStatus { try await storage.news.feed(channel: "nope", page: page) } == 404)
            #expect(await failureStatus { try await storage.news.feed(channel: "", page: page) } == 404)
        }
    }

    @Test("a read counts one more; an unknown docid is 404", arguments: StorageBackend.available)
    func markRead(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let user = try await storage.signedIn()
            let item = SeedNews.item(at: 3)
            let once = try await storage.news.markRead(docid: item.docid, by: user)
            #expect(once.readCount == item.readCount + 1)
            let twice = try await storage.news.markRead(docid: item.docid, by: user)
            #expect(twice.readCount == item.readCount + 2)
            #expect(await failureStatus { try await storage.news.markRead(docid: "MVX-none", by: user) } == 404)
            #expect(await failureStatus { try await storage.news.markRead(docid: "' OR 1=1 --", by: user) } == 404)
        }
    }

    @Test(
        "a read or share whose session ended, expired or never was is 401 and counts nothing",
        arguments: StorageBackend.available)
    func writesNeedALiveSession(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            // Given a live session, one closed, one past its expiry, and a token no session holds
            let live = try await storage.signedIn(userID: 2)
            let closed = try await storage.signedIn(userID: 3)
            #expect(try await storage.sessions.closeSession(tokenHash: closed.tokenHash))
            let expired = SignedIn(tokenHash: live.tokenHash, now: live.now.addingTimeInterval(601))
            let unknown = SignedIn(tokenHash: "no-such-session", now: live.now)
            let item = SeedNews.item(at: 4)
            let shares = try await storage.blogs.blog(id: 2, viewer: nil).shareCount

            // When each of them reads an article and shares a blog
            for claim in [closed, expired, unknown] {
                #expect(await failureStatus { try await storage.news.markRead(docid: item.docid, by: claim) } == 401)
                #expect(await failureStatus { try await storage.blogs.share(blogID: 2, by: claim) } == 401)
            }

            // Then nothing was counted, and the live session still counts
            let feed = try await storage.news.feed(
                channel: NewsFeed.defaultChannel, page: PageRequest(offset: 4, limit: 1))
            #expect(feed.items.first?.readCount == item.readCount)
            #expect(try await storage.blogs.blog(id: 2, viewer: nil).shareCount == shares)
            #expect(try await storage.news.markRead(docid: item.docid, by: live).readCount == item.readCount + 1)
        }
    }

    @Test("counter sets in order; saves checked for range and id", arguments: StorageBackend.available)
    func counters(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let main = try await storage.counters.counters(in: .main)
            #expect(main.map(\.name) == SeedMedia.mainCounters)
            #expect(try await storage.counters.counters(in: .alt).map(\.name) == SeedMedia.altCounters)
            let id = main[2].id
            #expect(try await storage.counters.save(id: id, num: 42).num == 42)
            #expect(try await storage.counters.counters(in: .main)[2].num == 42)
            let top = CounterRules.range.upperBound
            #expect(try await storage.counters.save(id: id, num: top).num == top)
            for bad in [-1, top + 1, Int.max, Int.min] {
                #expect(await failureStatus { try await storage.counters.save(id: id, num: bad) } == 400)
            }
            #expect(await failureStatus { try await storage.counters.save(id: 9_999, num: 1) } == 404)
        }
    }

    @Test("voices in id order with their audio; unknown ids are 404", arguments: StorageBackend.available)
    func voices(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let voices = try await storage.voices.voices()
            #expect(voices.map(\.duration) == SeedMedia.voices.map(\.duration))
            let audio = try await storage.voices.audio(id: voices[0].id)
            #expect(audio == SeedMedia.audio(seconds: SeedMedia.voices[0].duration, seed: 0))
            #expect(await failureStatus { try await storage.voices.audio(id: 0) } == 404)
        }
    }
}
