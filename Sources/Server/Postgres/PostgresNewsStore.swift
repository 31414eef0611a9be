#if PostgreSQL
    import Model
    import PostgresNIO

    /// The news feed and its read counts in PostgreSQL.
    ///
    /// The PostgreSQL implementation of ``NewsStorage``.
    struct PostgresNewsStore: NewsStorage {
        let database: PostgresBackend

        func feed(channel: String, page: PageRequest) async throws -> NewsFeed {
            // Positions run 0, 1, 2, … per channel with no gap: the page is a seek in the (channel, position) key.
            let rows = try await database.run(
                """
                SELECT docid, title, ptime, imgsrc, read_count FROM news
                WHERE channel = \(channel) AND position >= \(page.offset) ORDER BY position LIMIT \(page.limit)
                """)
            var items: [NewsItem] = []
            for try await (docid, title, ptime, imgsrc, reads) in rows.decode(
                (String, String, String, String, Int).self)
            {
                items.append(NewsItem(docid: docid, title: title, ptime: ptime, imgsrc: imgsrc, readCount: reads))
            }
            if items.isEmpty {
                let known = try await database.run("SELECT EXISTS (SELECT 1 FROM news WHERE channel = \(channel))")
                var exists = false
                for try await value in known.decode(Bool.self) { exists = value }
                guard exists else {
                    throw APIFailure.notFound(
                        "There is no news channel \"\(channel)\"; the seeded one is \(NewsFeed.defaultChannel).")
                }
            }
            return NewsFeed(channel: channel, items: items)
        }

        func markRead(docid: String, by user: SignedIn) async throws -> ReadCount {
            try await PostgresSessionStore.requireLive(user, in: database)
            let rows = try await database.write(
                "UPDATE news SET read_count = read_count + 1 WHERE docid = \(docid) RETURNING read_count")
            for try await count in rows.decode(Int.self) { return ReadCount(readCount: count) }
            throw APIFailure.notFound("There is no article with docid \"\(docid)\".")
        }
    }
#endif
