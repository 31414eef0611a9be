extension View {
    /// Marks the whole view for redrawing in the next frame.
    public func setNeedsDisplay() {
        invalidate(bounds)
    }

    /// Marks `rect` (view coordinates) for redrawing in the next frame.
    public func setNeedsDisplay(_ rect: Rect) {
        invalidate(rect)
    }

    /// Marks `rect` dirty on the window, clipped by every ancestor; nothing happens off screen or while hidden.
    func invalidate(_ rect: Rect, ignoringOwnHiddenFlag: Bool = false) {
        var area = rect.intersection(bounds)
        var view = self
        if view.isHidden && !ignoringOwnHiddenFlag { return }
        while !area.isEmpty {
            guard let parent = view.superview else {
                // The top of the hierarchy: a window (always a root) takes the area; a detached view shows nothing.
                (view as? Window)?.addDirtyRect(area)
                return
            }
            guard !parent.isHidden else { return }
            area = area.offsetBy(dx: view.frame.minX, dy: view.frame.minY).intersection(parent.bounds)
            view = parent
        }
    }

    /// Converts `rect` from this view's coordinates to the window's (unclipped); `nil` when not in a window.
    public func convertToWindow(_ rect: Rect) -> Rect? {
        var area = rect
        var view = self
        while !(view is Window) {
            guard let parent = view.superview else { return nil }
            area = area.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            view = parent
        }
        return area
    }

    /// The part of this view the user can see, in window coordinates: clipped by every ancestor, empty when the
    /// view or an ancestor is hidden or the view is not in a window.
    public var visibleRectInWindow: Rect {
        var area = bounds
        var view = self
        while true {
            if view.isHidden { return .zero }
            if view is Window { return area }
            guard let parent = view.superview else { return .zero }
            area = area.offsetBy(dx: view.frame.minX, dy: view.frame.minY).intersection(parent.bounds)
            if area.isEmpty { return .zero }
            view = parent
        }
    }

    /// Whether some part of the view shows on screen.
    public var isVisibleOnScreen: Bool { !visibleRectInWindow.isEmpty }

    /// Draws this view and its visible subviews into `context`, back to front.
    func drawHierarchy(in context: DrawContext) {
        guard !isHidden, !context.clip.isEmpty else { return }
        draw(in: context)
        let highlighted = drawsSubviewsHighlighted
        for subview in subviews where !subview.isHidden {
            // Most subviews lie outside the part being redrawn (the rows of a table but the changed one): skip
            // them before making a context for them.
            let frame = subview.frame
            guard context.isVisible(frame) else { continue }
            subview.drawHierarchy(in: context.child(at: frame, highlighted: highlighted))
        }
    }
}
