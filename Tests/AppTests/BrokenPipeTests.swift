import Foundation
import TestSupport
import Testing

/// `mvx`, built beside the tests.
private let mvxExecutable: URL? = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidate = besideTests.appendingPathComponent("mvx")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
}()

/// Output nobody reads any more is how a pipeline ends (`mvx --headless … | head -1`): the app exits quietly with
/// status 0, as Unix tools do, instead of trapping with a backtrace.
@Suite(
    "Broken pipe",
    .enabled(if: mvxExecutable != nil, "mvx is not built; run `swift build --product mvx`"),
    .timeLimit(.minutes(2)))
struct BrokenPipeTests {
    @Test("a reader that goes away after the first line ends the headless app quietly with status 0")
    func readerGoesAway() async throws {
        // Given the real binary, headless on the News scene, its output read by someone who stops after one line
        let executable = try #require(mvxExecutable)
        let dataDirectory = try TestServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        let app = try ChildProcess(
            executable, arguments: ["--headless", "--scene", "news", "--data-dir", dataDirectory.path],
            environment: ["SWIFT_BACKTRACE": "enable=no", "HOME": dataDirectory.path],
            standardInput: input.fileHandleForReading.fileDescriptor,
            standardOutput: output.fileHandleForWriting.fileDescriptor,
            standardError: errors.fileHandleForWriting.fileDescriptor)
        defer { app.send(SIGKILL) }
        for childsEnd in [input.fileHandleForReading, output.fileHandleForWriting, errors.fileHandleForWriting] {
            try childsEnd.close()
        }
        // When it is told to print the screen 50 times (more than a pipe holds), and the reader closes its end
        // after the first line
        let script = "wait\n" + String(repeating: "screen\n", count: 50)
        try input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
        try input.fileHandleForWriting.close()
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")), let byte = try output.fileHandleForReading.read(upToCount: 1),
            !byte.isEmpty
        {
            firstLine += byte
        }
        try output.fileHandleForReading.close()
        let ended = await app.ended()
        // Then it printed its first line, and ended with status 0 and nothing on standard error
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(String(decoding: firstLine, as: UTF8.self) == "--- screen ---\n")
        #expect(ended == .exit(0))
        #expect(messages.isEmpty, "\(messages)")
    }
}
