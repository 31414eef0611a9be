/// Why a headless command could not be carried out; the message says what was looked for.
public enum HeadlessError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No visible, enabled control has this title.
    case noVisibleControl(title: String)
    /// The table's row has no visible, enabled control with this title.
    case noControlInRow(title: String, row: Int)
    /// No table is on screen.
    case noVisibleTable
    /// The row number is outside the table (rows count from 1).
    case rowOutOfRange(row: Int, rowCount: Int)
    /// The table on screen has no refresh control.
    case noRefreshControl
    /// `type` found no visible, enabled text field to type into.
    case noTextField
    /// `type` found several text fields and none has the focus.
    case severalTextFields(count: Int)

    /// The message, as the headless runner prints it.
    public var description: String {
        switch self {
        case .noVisibleControl(let title):
            "no visible control titled \"\(title)\""
        case .noControlInRow(let title, let row):
            "no visible control titled \"\(title)\" in row \(row)"
        case .noVisibleTable:
            "no visible table"
        case .rowOutOfRange(let row, let rowCount):
            rowCount == 0
                ? "row \(row) does not exist: the table is empty"
                : "row \(row) does not exist: the table has rows 1 to \(rowCount)"
        case .noRefreshControl:
            "the visible table has no pull-to-refresh"
        case .noTextField:
            "no text field on screen to type into"
        case .severalTextFields(let count):
            "\(count) text fields on screen and none has the focus: focus one first (key tab)"
        }
    }
}
