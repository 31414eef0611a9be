extension View {
    /// Asks for ``layoutSubviews()`` in the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        window?.requestRender()
    }

    /// Lays out now, if needed, this view and its subtree.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews where !subview.isHidden {
            subview.layoutIfNeeded()
        }
    }
}
