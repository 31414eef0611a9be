extension ViewController {
    /// Shows a centred box with a spinner and `text` over this controller's view (or updates its text).
    public func showHUD(_ text: String = "Loading…") {
        if let hud {
            hud.text = text
            return
        }
        let hud = HUD(text: text)
        view.addSubview(hud)
        self.hud = hud
    }

    /// Removes the HUD, if shown.
    public func hideHUD() {
        hud?.removeFromSuperview()
        hud = nil
    }

    /// Whether a HUD is shown.
    public var isShowingHUD: Bool { hud != nil }

    /// Shows `text` in a one-line toast at the bottom of this controller's view for `duration`.
    public func showToast(_ text: String, duration: Duration = .seconds(2)) {
        toast?.removeFromSuperview()
        let toast = Toast(text: text, duration: duration)
        view.addSubview(toast)
        self.toast = toast
    }
}
