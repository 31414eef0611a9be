import TerminalKit

/// A Blogs row, two lines high: the title, then `Author: …`, `like N`, the `like`/`liked` and `share` buttons, and
/// `shared N`. Dumb on purpose: setters and two tap callbacks, which whoever configures the row sets anew each time.
@MainActor
open class BlogCell: TableViewCell, ListModuleCell {
    /// The lines a row takes.
    public static let height = 2

    /// Called when the user taps `like` or `liked`.
    public var onLikeTapped: (@MainActor () -> Void)?
    /// Called when the user taps `share`.
    public var onShareTapped: (@MainActor () -> Void)?
    private let titleLabel = Label(style: Style(bold: true))
    private let authorLabel = Label(style: Style(foreground: .cyan))
    private let likeCountLabel = Label()
    private let likeButton = Button(title: "like")
    private let shareButton = Button(title: "share")
    private let shareCountLabel = Label(style: Style(dim: true))
    /// On a narrow row, `like N · shared N` beside the title, so the author keeps its room on the second line.
    private let countsLabel = Label(style: Style(dim: true))

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let details = StackView(axis: .horizontal, spacing: 2)
        details.addArrangedSubview(authorLabel, length: .flexible())
        details.addArrangedSubview(likeCountLabel, length: .fixed(9))
        details.addArrangedSubview(likeButton)
        details.addArrangedSubview(shareButton)
        details.addArrangedSubview(shareCountLabel, length: .fixed(10))
        details.show(likeCountLabel, atWidths: Self.wideWidths)
        details.show(shareCountLabel, atWidths: Self.wideWidths)
        let heading = StackView(axis: .horizontal, spacing: 2)
        heading.addArrangedSubview(titleLabel, length: .flexible())
        heading.addArrangedSubview(countsLabel)
        heading.show(countsLabel, atWidths: 0..<Self.wideWidths.lowerBound)
        let lines = StackView(axis: .vertical)
        lines.insets = EdgeInsets(left: 1, right: 1)
        lines.addArrangedSubview(heading, length: .fixed(1))
        lines.addArrangedSubview(details, length: .fixed(1))
        lines.fillsSuperview = true
        contentView.addSubview(lines)
        likeButton.onTap = { [weak self] in self?.onLikeTapped?() }
        shareButton.onTap = { [weak self] in self?.onShareTapped?() }
    }

    /// How wide a row must be for the counts to sit beside their buttons; narrower, they move up beside the title.
    static let wideWidths = 60..<Int.max

    /// Sets the whole row at once.
    public func show(title: String, author: String, likeCount: String, likeButtonTitle: String, shareCount: String) {
        titleLabel.text = title
        authorLabel.text = author
        showLikes(count: likeCount, buttonTitle: likeButtonTitle)
        showShares(shareCount)
    }

    /// Sets the like count and the like button's title (`like` or `liked`).
    public func showLikes(count: String, buttonTitle: String) {
        likeCountLabel.text = count
        likeButton.title = buttonTitle
        showCounts()
    }

    /// Sets the share count.
    public func showShares(_ count: String) {
        shareCountLabel.text = count
        showCounts()
    }

    private func showCounts() {
        countsLabel.text = [likeCountLabel.text, shareCountLabel.text].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// What the row shows, for tests and scripts: the title.
    public var title: String { titleLabel.text }

    /// Clears the row and its callbacks, so a recycled cell never shows, or acts for, the row it showed before.
    open override func prepareForReuse() {
        super.prepareForReuse()
        show(title: "", author: "", likeCount: "", likeButtonTitle: "like", shareCount: "")
        onLikeTapped = nil
        onShareTapped = nil
    }
}
