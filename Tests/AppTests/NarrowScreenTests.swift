import App
import AppTestSupport
import TerminalKit
import TestSupport
import Testing

/// A narrow terminal drops decorations (the placeholders), never what matters (a count, a
/// name, the author).
@MainActor
@Suite("Narrow screens")
struct NarrowScreenTests {
    @Test("at 30×10 News shows each row's whole read count", arguments: SpecVariants.news)
    func newsKeepsTheReadCount(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            try await withApp(variant, scene: .news, on: server, size: Size(width: 30, height: 10)) { news in
                try await news.run("wait")
                let row = try news.rowText(1)
                #expect(row.contains(/read \d+\s*$/), "\(news.screen)")
                #expect(row.contains("2024-06-01 17:00"), "\(news.screen)")
            }
        }
    }

    @Test(
        "at 40 columns Profile keeps the name, the author, the counts and the buttons",
        arguments: SpecVariants.profile)
    func profileKeepsWhatMatters(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            try await withApp(variant, scene: .profile, on: server, size: Size(width: 40, height: 16)) { profile in
                try await profile.run("wait")
                #expect(profile.screen.contains("Alice Chen"), "\(profile.screen)")
                let row = try profile.rowText(1)
                #expect(row.contains("Author: alice"), "\(profile.screen)")
                #expect(row.contains("like 2"), "\(profile.screen)")
                #expect(row.contains("shared 6"), "\(profile.screen)")
                #expect(row.contains("[ like ]") && row.contains("[ share ]"), "\(profile.screen)")
            }
        }
    }
}
