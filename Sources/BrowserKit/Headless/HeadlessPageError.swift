/// Why a headless command could not be carried out, said as a person would see it.
public enum HeadlessPageError: Error, Equatable, CustomStringConvertible {
    /// No shown, enabled button has that title (in that row).
    case noButton(String, row: Int?)
    /// The shown list has no such row.
    case noRow(Int, count: Int)
    /// The page shows no text field.
    case noInput
    /// The session refused the event.
    case refused(PageEventError)
    /// A frame from the session could not be applied.
    case brokenFrame(PageMirrorError)

    public var description: String {
        switch self {
        case .noButton(let title, let row):
            "no button `\(title)`" + (row.map { " in row \($0)" } ?? "") + " is shown; check the page text"
        case .noRow(let row, let count): "row \(row) is not shown; the list has \(count) rows"
        case .noInput: "the page shows no text field"
        case .refused(let error): "the page refused the event: \(error.reason)"
        case .brokenFrame(let error): "a frame could not be applied: \(error)"
        }
    }
}
