extension View {
    /// Adds `view` on top of the other subviews (moving it from its old superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is at the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "View: cannot add a view inside itself")
        let oldWindow = view.window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            view.setNeedsDisplay()
            return
        }
        view.detachFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if view.fillsSuperview { view.frame = bounds }
        view.didMoveToSuperview()
        view.setNeedsDisplay()
        view.setNeedsLayout()
        if view.window !== oldWindow { view.notifyWindowChange() }
    }

    /// Inserts `view` just above `sibling` (or on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (or at the back when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Takes this view out of its superview; its area is redrawn in the next frame.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let hadWindow = window != nil
        detachFromSuperview()
        if hadWindow { notifyWindowChange() }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        setNeedsDisplay()
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
        parent.window?.application?.focusedViewMayHaveGone()
    }

    private func notifyWindowChange() {
        for view in allDescendants {
            view.didMoveToWindow()
        }
    }
}
