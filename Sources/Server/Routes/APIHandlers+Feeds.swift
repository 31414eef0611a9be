import Foundation
import Hummingbird
import Model

extension APIHandlers {
    func addNewsRoutes(to router: Router<MVXRequestContext>) {
        router.on(.news) { _, context in
            let page = try PageRequest(range: context.text("range"))
            return FeedJSON(feed: try await storage.news.feed(channel: context.text("channel"), page: page))
        }
        router.on(.readNews) { request, context in
            let docid = try context.text("docid")
            return JSONAnswer(try await storage.news.markRead(docid: docid, by: auth.signedIn(request)))
        }
    }

    func addCounterRoutes(to router: Router<MVXRequestContext>) {
        router.on(.counters) { request, _ in
            let name = request.uri.queryParameters["set"].map(String.init) ?? CounterSet.main.rawValue
            guard let set = CounterSet(rawValue: name) else {
                throw APIFailure.badRequest("`set` must be main or alt, got \"\(name)\".")
            }
            return JSONAnswer(try await storage.counters.counters(in: set))
        }
        router.on(.saveCounter) { request, context in
            let id = try context.id()
            _ = try await auth.viewer(of: request)
            let update = try await context.decodeBody(CounterUpdate.self, from: request, example: #"{"num":3}"#)
            return JSONAnswer(try await storage.counters.save(id: id, num: update.num))
        }
    }

    func addVoiceRoutes(to router: Router<MVXRequestContext>) {
        router.on(.voices) { _, _ in
            JSONAnswer(try await storage.voices.voices())
        }
        router.on(.voiceAudio) { _, context in
            let audio = try await storage.voices.audio(id: context.id())
            return Response(
                status: .ok,
                headers: [.contentType: "audio/wav", .contentLength: String(audio.count)],
                body: .init(byteBuffer: ByteBuffer(bytes: audio)))
        }
    }
}
