import Model
import SceneViews

/// The Print screen as seed 003's MVC view is written: it is handed the model (`printOnView:(Paper *)paper`) and
/// reads the content off it. Its MVP view is handed only the text.
@MainActor
final class PaperModelView: PaperView {
    /// Shows what `paper` holds.
    func print(on paper: Paper) {
        show(content: paper.content)
    }
}
