#if PostgreSQL
    import PostgresNIO

    /// The PostgreSQL client's settings for a ``PostgresLocation``: in the `PostgreSQL` trait only, which brings TLS.
    extension PostgresLocation {
        /// The TLS settings ``tlsMode`` asks for, checked now (a bad certificate file is a start error, not a failure
        /// per connection); `nil` for none.
        func tlsSettings() throws(ServerError) -> TLSConfiguration? {
            var settings = TLSConfiguration.makeClientConfiguration()
            switch tlsMode {
            case .disable:
                return nil
            case .require:
                settings.certificateVerification = .none
            case .verifyFull:
                settings.certificateVerification = .fullVerification
                if let rootCertificatePath { settings.trustRoots = .file(rootCertificatePath) }
            }
            do {
                _ = try NIOSSLContext(configuration: settings)
                return settings
            } catch {
                throw .invalidConfiguration("the database URL's TLS settings cannot be used: \(error)")
            }
        }

        /// The pool's settings: at most ``maximumConnections``, and PostgreSQL told to give up on a statement or a lock
        /// wait after `timeout` (and on a transaction left idle after twice that), as the server's own deadline does.
        func clientConfiguration(timeout: Duration) throws(ServerError) -> PostgresClient.Configuration {
            let tls: PostgresClient.Configuration.TLS = try tlsSettings().map { .require($0) } ?? .disable
            var settings = PostgresClient.Configuration(
                host: host, port: port, username: username, password: password, database: database, tls: tls)
            settings.options.connectTimeout = .seconds(5)
            settings.options.maximumConnections = Self.maximumConnections
            let milliseconds = String(max(1, PostgresFailure.milliseconds(timeout)))
            settings.options.additionalStartupParameters = [
                ("statement_timeout", milliseconds), ("lock_timeout", milliseconds),
                ("idle_in_transaction_session_timeout", String(max(1, PostgresFailure.milliseconds(timeout * 2)))),
            ]
            return settings
        }

        /// The settings of one connection outside the pool (the start's check).
        func connectionConfiguration() throws -> PostgresConnection.Configuration {
            let tls: PostgresConnection.Configuration.TLS =
                try tlsSettings().map { .require(try NIOSSLContext(configuration: $0)) } ?? .disable
            var configuration = PostgresConnection.Configuration(
                host: host, port: port, username: username, password: password, database: database, tls: tls)
            configuration.options.connectTimeout = .seconds(5)
            return configuration
        }
    }
#endif
