import GRDB

extension Row {
    /// The value of column `index`, its type checked even on a cursor's row.
    ///
    /// On a row read through a cursor, GRDB's fast path for numbers and strings converts a mistyped value silently
    /// (text where a number belongs reads as 0). Through `DatabaseValue` it throws `RowDecodingError` instead, which
    /// the server answers as `unreadable_data`, as it does for rows read whole.
    func checked<Value: DatabaseValueConvertible>(_ type: Value.Type = Value.self, atIndex index: Int) throws -> Value {
        try decode(type, atIndex: index)
    }
}
