import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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

    /// The most executable lines a file may claim: far more than any source file has, and small enough that the
    /// sums over every file of the package cannot overflow.
    public static let maximumLines = 10_000_000
    /// The largest coverage file read: a full export of this package is far smaller, a `-summary-only` one tiny.
    public static let maximumFileBytes = 512 * 1024 * 1024

    /// Reads the `llvm-cov export` JSON at `path`: a regular file (a FIFO, a device or a directory is refused
    /// without waiting on it) of at most ``maximumFileBytes``.
    public static func read(path: String) throws(ReportError) -> Coverage {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .coverageFile("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
            throw .coverageFile("\(path) is not a regular file")
        }
        guard status.st_size <= maximumFileBytes else {
            throw .coverageFile(
                "\(path) is \(status.st_size / 1_048_576) MB, more than the \(maximumFileBytes / 1_048_576) MB read; "
                    + "give the summary instead (`llvm-cov export -summary-only`)")
        }
        let data: Data
        do {
            // One byte more than the limit tells a file that grew meanwhile.
            data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data()
        } catch {
            throw .coverageFile("cannot read \(path): \(error.localizedDescription)")
        }
        guard data.count <= maximumFileBytes else {
            throw .coverageFile("\(path) grew past \(maximumFileBytes / 1_048_576) MB while it was read")
        }
        return try Coverage(json: data)
    }

    /// Reads an `llvm-cov export` JSON (full or `-summary-only`); a file claiming impossible counts (negative,
    /// more covered lines than lines, more than ``maximumLines``) is refused.
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
            let lines = file.summary.lines
            guard (0...Self.maximumLines).contains(lines.count), (0...lines.count).contains(lines.covered) else {
                throw .unreadableCoverage(
                    "\(path) claims \(lines.covered) of \(lines.count) lines covered; a file has 0 to "
                        + "\(Self.maximumLines) lines, and at most all of them covered")
            }
            files[path] = Lines(count: lines.count, covered: lines.covered)
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
