import Foundation

/// Line coverage per source file, read from an `llvm-cov export` JSON — what `swift test --enable-code-coverage`
/// writes to the path `swift test --show-codecov-path` prints.
public struct Coverage: Sendable, Equatable {
    /// Per file, by path from the package root (`Sources/MVP/Counter/CounterPresenter.swift`): llvm-cov's
    /// executable lines and those the run executed.
    public let files: [String: Lines]

    /// Executable and executed lines of one file.
    public struct Lines: Sendable, Equatable {
        /// Lines llvm-cov counts as executable.
        public var count: Int
        /// Those executed at least once.
        public var covered: Int

        /// Lines of a file.
        public init(count: Int, covered: Int) {
            self.count = count
            self.covered = covered
        }
    }

    /// Coverage of the given files, for tests.
    public init(files: [String: Lines]) {
        self.files = files
    }

    /// Reads an `llvm-cov export` JSON (full or `-summary-only`).
    public init(json: Data) throws(ReportError) {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: json)
        } catch {
            throw .unreadableCoverage(String(describing: error))
        }
        var files: [String: Lines] = [:]
        for file in export.data.flatMap(\.files) {
            guard let start = file.filename.range(of: "/Sources/", options: .backwards) else { continue }
            let path = "Sources/" + file.filename[start.upperBound...]
            files[path] = Lines(count: file.summary.lines.count, covered: file.summary.lines.covered)
        }
        self.files = files
    }

    /// The executable and executed lines of `paths`, summed; files llvm-cov does not list count nothing.
    func lines(of paths: [String]) -> Lines {
        paths.compactMap { files[$0] }.reduce(Lines(count: 0, covered: 0)) {
            Lines(count: $0.count + $1.count, covered: $0.covered + $1.covered)
        }
    }

    private struct Export: Decodable {
        var data: [Unit]
    }

    private struct Unit: Decodable {
        var files: [File]
    }

    private struct File: Decodable {
        var filename: String
        var summary: Summary
    }

    private struct Summary: Decodable {
        var lines: Counts
    }

    private struct Counts: Decodable {
        var count: Int
        var covered: Int
    }
}
