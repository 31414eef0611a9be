import TerminalKit

/// A News row, two lines high: the headline, then the date, the cover placeholder and `read N`.
///
/// Dumb on purpose: four string setters and nothing else. Whoever configures it has already formatted the texts
/// (seed 002's "weak business" lives in the model, the presenter or the view model, never here).
@MainActor
open class NewsCell: TableViewCell {
    /// The lines a row takes.
    public static let height = 2

    /// How wide the second line must be for the cover placeholder to show: narrower, the date and `read N` keep
    /// their room.
    static let coverWidths = 40..<Int.max

    /// The cover placeholder; its `url` is the address the cover would be loaded from.
    public let coverImageView = ImageView()
    private let titleLabel = Label(style: Style(bold: true))
    private let dateLabel = Label(style: Style(foreground: .cyan))
    private let readLabel = Label(style: Style(dim: true))

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let details = StackView(axis: .horizontal, spacing: 2)
        details.addArrangedSubview(dateLabel, length: .fixed(16))
        details.addArrangedSubview(coverImageView, length: .flexible())
        details.addArrangedSubview(readLabel)
        details.show(coverImageView, atWidths: Self.coverWidths)
        let lines = StackView(axis: .vertical)
        lines.insets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        lines.addArrangedSubview(titleLabel, length: .fixed(1))
        lines.addArrangedSubview(details, length: .fixed(1))
        lines.fillsSuperview = true
        contentView.addSubview(lines)
    }

    /// The headline.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// The date, already formatted.
    public var dateText: String {
        get { dateLabel.text }
        set { dateLabel.text = newValue }
    }

    /// Where the cover would be loaded from.
    public var coverURL: String? {
        get { coverImageView.url }
        set { coverImageView.url = newValue }
    }

    /// The read count, already formatted: `read N`.
    public var readCountText: String {
        get { readLabel.text }
        set { readLabel.text = newValue }
    }

    /// Sets the whole row at once.
    public func show(title: String, date: String, coverURL: String, readCount: String) {
        self.title = title
        dateText = date
        self.coverURL = coverURL
        readCountText = readCount
    }

    /// Clears the row, so a recycled cell never shows the row it showed before.
    open override func prepareForReuse() {
        super.prepareForReuse()
        show(title: "", date: "", coverURL: "", readCount: "")
    }
}
