extension View {
    /// Asks for ``layoutSubviews()`` in the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        var ancestor = superview
        while let current = ancestor, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            ancestor = current.superview
        }
        window?.requestRender()
    }

    /// Whether this view or one below it waits for layout.
    var hasPendingLayout: Bool { needsLayout || descendantNeedsLayout }

    /// Lays out now, if needed, this view and its subtree: only the views that asked, and the paths to them.
    public func layoutIfNeeded() {
        guard hasPendingLayout else { return }
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        descendantNeedsLayout = false
        for subview in subviews where !subview.isHidden && subview.hasPendingLayout {
            subview.layoutIfNeeded()
        }
    }
}
