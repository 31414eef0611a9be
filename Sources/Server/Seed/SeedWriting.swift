import Foundation

/// The seeded blogs and drafts: titles mixing English and Chinese, bodies of a few sentences.
enum SeedWriting {
    /// How many blogs the default viewer has.
    static let aliceBlogCount = 48

    private static let englishTopics = ["MVC", "MVP", "MVVM", "Swift Concurrency", "Observation", "Table views"]
    private static let englishShapes = ["%@ in practice", "Why %@ is not the problem", "Notes on %@", "%@, revisited"]
    private static let chineseTopics = ["响应式编程", "依赖注入", "单元测试", "模块化", "数据绑定", "列表复用"]
    private static let chineseShapes = ["浅谈%@", "%@的五个误区", "从零实现%@", "%@实践笔记"]

    /// Title `index` of the default viewer's blogs, newest first; English and Chinese alternate.
    static func aliceBlogTitle(_ index: Int) -> String {
        let half = index / 2
        if index.isMultiple(of: 2) {
            let topic = englishTopics[half % englishTopics.count]
            let shape = englishShapes[(half / englishTopics.count) % englishShapes.count]
            return shape.replacingOccurrences(of: "%@", with: topic)
        }
        let topic = chineseTopics[half % chineseTopics.count]
        let shape = chineseShapes[(half / chineseTopics.count) % chineseShapes.count]
        return shape.replacingOccurrences(of: "%@", with: topic)
    }

    /// Three blogs for each other user.
    static let otherBlogTitles = [
        "A week with the terminal", "我的第一个 Swift 包", "Cell reuse, explained with cups of tea",
    ]

    private static let paragraphs = [
        "A view controller that does everything is easy to write and hard to change.",
        "把业务逻辑移出视图控制器，测试就会变得简单。",
        "Each module loads its own data and reports failures on its own.",
        "数据单向流动：动作改变数据，数据驱动界面。",
        "The same scene, five architectures, one behaviour suite.",
    ]

    /// The body of blog `index`: its title and two paragraphs.
    static func body(title: String, index: Int) -> String {
        let first = paragraphs[index % paragraphs.count]
        let second = paragraphs[(index + 2) % paragraphs.count]
        return "\(title)\n\n\(first)\n\n\(second)"
    }

    /// Drafts per owner: the live ones, then the ones already in the trash.
    static let drafts: [(owner: String, live: [String], trashed: [String])] = [
        (
            "alice",
            [
                "Draft: the massive view controller", "草稿：积木式的个人主页", "Untitled idea about cell reuse",
                "草稿：MVVM 与数据绑定", "Outline: testing presenters", "待续：新闻列表的分页",
            ],
            ["Old: storyboards forever", "废稿：单例满天飞"]
        ),
        ("bob", ["Bob's draft on delegates", "草稿：响应链"], ["Scrapped: KVO everywhere"]),
    ]
}
