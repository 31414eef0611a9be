import Foundation
import HTTPTypes
import Testing

@testable import Server

/// An implementation of the storage protocols that the contract suite runs against.
///
/// Every contract test takes a backend as its argument and starts from a freshly seeded database of its own.
enum StorageBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The embedded default: one SQLite file through GRDB.
    case grdb

    var testDescription: String { rawValue }

    /// The backends this run can reach.
    static var available: [StorageBackend] { allCases }

    /// Runs `body` over a fresh, seeded storage, and removes it afterwards.
    func withStorage(_ body: (ServerStorage) async throws -> Void) async throws {
        switch self {
        case .grdb:
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("mvx-storage-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let pool = try await ServerDatabase.open(
                at: directory.appendingPathComponent("mvx.sqlite").path,
                bcryptCost: ServerConfiguration.bcryptCostRange.lowerBound)
            do {
                try await body(.grdb(pool, loginLimits: LoginLimits()))
            } catch {
                await ServerDatabase.close(pool)
                throw error
            }
            await ServerDatabase.close(pool)
        }
    }
}

/// The status an ``APIFailure`` thrown by `work` carries, or `nil` if it threw none (or something else).
func failureStatus(_ work: () async throws -> some Any) async -> Int? {
    do {
        _ = try await work()
        return nil
    } catch let failure as APIFailure {
        return failure.status.code
    } catch {
        return nil
    }
}
