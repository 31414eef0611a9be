import TerminalKit

/// One of the demo's rows: made up from its number, so 100,000 of them cost nothing until shown.
///
/// Titles mix English, Chinese, Japanese and emoji on purpose: wide characters are what a terminal table gets
/// wrong first.
struct DemoRow {
    let number: Int

    private static let subjects = ["Morning news", "新闻", "Profile", "我的博客", "Counter", "計数器", "Voice", "语音"]
    private static let details = ["from Hangzhou", "来自杭州", "東京 café", "in Berlin", "🙂 smiles", "北京 · 上海"]

    /// The title: subject, detail and number.
    var title: String {
        let subject = Self.subjects[number % Self.subjects.count]
        let detail = Self.details[(number / Self.subjects.count) % Self.details.count]
        return "\(subject) \(detail) #\(number + 1)"
    }

    /// The line a table row shows: the number, right-aligned, then the title.
    var line: String {
        let digits = String(number + 1)
        return String(repeating: " ", count: max(0, 6 - digits.count)) + digits + "  " + title
    }

    /// The width of the title in terminal columns, as the detail screen reports it.
    var titleWidth: Int { title.displayWidth }
}
