/// Why a PostgreSQL test database could not be made.
public enum TestDatabaseError: Error, CustomStringConvertible {
    /// `MVX_TEST_POSTGRES_URL` is not set.
    case notConfigured

    public var description: String { "MVX_TEST_POSTGRES_URL is not set: the PostgreSQL half of the tests is off" }
}
