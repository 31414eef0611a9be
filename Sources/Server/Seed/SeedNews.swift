import Model

/// The seeded news feed of channel ``Model/NewsFeed/defaultChannel``: 130 articles, newest first.
enum SeedNews {
    /// How many articles the feed holds.
    static let count = 130

    /// Positions whose `ptime` is deliberately not a date, as real feeds sometimes send.
    static let unparseableTimes: [Int: String] = [7: "昨天 18:20", 63: "3小时前"]

    private static let englishSubjects = [
        "Swift 6", "The new iPhone", "Open-source maintainers", "A Linux desk", "Xcode",
    ]
    private static let englishPredicates = [
        "ships strict concurrency", "doubles battery life", "meets in Shanghai", "goes fully terminal",
        "drops a surprise beta", "tops the charts", "learns to love tests", "gets a new logo",
        "faces a tough question", "turns ten", "explains its roadmap", "breaks a record", "finds a bug at last",
    ]
    private static let chineseSubjects = ["苹果开发者大会", "上海地铁", "国产数据库", "新能源汽车", "大学生程序员"]
    private static let chinesePredicates = [
        "发布全新版本", "迎来客流高峰", "开源核心代码", "销量再创新高", "获得编程大赛冠军", "公布年度计划",
        "引发热烈讨论", "完成重大升级", "宣布降价", "走进社区", "推出学习计划", "回应用户关切", "刷新性能纪录",
    ]

    /// Article `position` (0 is the newest).
    static func item(at position: Int) -> NewsItem {
        let docid = "MVX\(padded(position, 4))T1467"
        let ptime = unparseableTimes[position] ?? SeedClock.feedTime(SeedClock.minutes(before: position * 47))
        let imgsrc = "http://img.mvx.example/news/\(padded(position, 4)).jpg"
        let readCount = (position * 7919 + 131) % 5000
        return NewsItem(docid: docid, title: title(at: position), ptime: ptime, imgsrc: imgsrc, readCount: readCount)
    }

    /// English and Chinese headlines alternate; 5 × 13 subjects and predicates never repeat a pair.
    private static func title(at position: Int) -> String {
        let k = position / 2
        if position.isMultiple(of: 2) {
            return "\(englishSubjects[k % 5]) \(englishPredicates[(k * 7) % 13])"
        }
        return "\(chineseSubjects[k % 5])\(chinesePredicates[(k * 7) % 13])"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
