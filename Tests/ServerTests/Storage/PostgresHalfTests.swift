#if PostgreSQL
    import Logging
    import PostgresNIO
    import TestSupport
    import Testing

    @testable import Server

    /// Says, in the test report, whether the PostgreSQL half of the contract ran.
    @Suite("Storage contract: PostgreSQL half")
    struct PostgresHalfTests {
        @Test(
            "MVX_TEST_POSTGRES_URL names a server the contract can use",
            .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipReason))
        func reachable() async throws {
            try await StorageBackend.postgres.withStorage { storage in
                let users = try await storage.users.all(viewer: nil)
                #expect(users.count == SeedPeople.users.count)
            }
        }

        @Test(
            "migrating again changes nothing",
            .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipReason))
        func idempotentMigration() async throws {
            try await StorageBackend.withMigratedPostgres { database in
                // Two instances starting at once: the advisory lock makes them take turns; nothing is applied twice.
                async let first: Void = PostgresSchema.migrate(database, bcryptCost: 4)
                async let second: Void = PostgresSchema.migrate(database, bcryptCost: 4)
                _ = try await (first, second)
                let users = try await PostgresUserStore(database: database).all(viewer: nil)
                #expect(users.count == SeedPeople.users.count)
                try await database.run("INSERT INTO mvx_schema (version) VALUES (99)")
                await #expect(throws: PostgresStorageError.newerSchema(found: 99, known: PostgresSchema.latestVersion))
                {
                    try await PostgresSchema.migrate(database, bcryptCost: 4)
                }
            }
        }
    }
#endif
