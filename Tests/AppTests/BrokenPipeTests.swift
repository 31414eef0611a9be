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
    func readerGoesAway() throws {
        // Given the real binary, headless on the News scene, its output read by someone who stops after one line
        let executable = try #require(mvxExecutable)
        let dataDirectory = try TestServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let app = Process()
        app.executableURL = executable
        app.arguments = ["--headless", "--scene", "news", "--data-dir", dataDirectory.path]
        app.environment = ["SWIFT_BACKTRACE": "enable=no", "HOME": dataDirectory.path]
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        app.standardInput = input
        app.standardOutput = output
        app.standardError = errors
        try app.run()
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
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
        app.waitUntilExit()
        // Then it printed its first line, and ended with status 0 and nothing on standard error
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(String(decoding: firstLine, as: UTF8.self) == "--- screen ---\n")
        #expect(app.terminationReason == .exit)
        #expect(app.terminationStatus == 0)
        #expect(messages.isEmpty, "\(messages)")
    }
}
