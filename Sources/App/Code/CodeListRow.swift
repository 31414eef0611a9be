import Report

/// A row of key `c`'s list of files: a layer's heading, one of its files, or the total and how it was counted.
enum CodeListRow: Hashable, Sendable {
    /// `logic · 60 lines`.
    case layer(name: String, codeLines: Int)
    /// A file and its code lines; enter opens it.
    case file(SceneCode.File)
    /// An empty row before the total.
    case gap
    /// `315 code lines in all`.
    case total(Int)
    /// How the lines were counted.
    case note(String)

    /// The rows for `code`: each layer's heading and files, then the total.
    static func rows(for code: SceneCode) -> [CodeListRow] {
        var rows: [CodeListRow] = []
        for layer in code.layers {
            rows.append(.layer(name: layer.rawValue, codeLines: code.codeLines(of: layer)))
            rows += (code.files[layer] ?? []).map(CodeListRow.file)
        }
        rows += [
            .gap, .total(code.codeLines), .note("counted as mvx report counts them:"),
            .note("no blank, comment or doc lines"),
        ]
        return rows
    }

    /// The file this row shows, if it is a file's row.
    var file: SceneCode.File? {
        if case .file(let file) = self { file } else { nil }
    }
}
