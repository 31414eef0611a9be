extension Application {
    /// The controller on top: the last presented one, else the root view controller.
    public var activeController: ViewController? {
        window.subviews.last { $0.owningViewController != nil && !$0.isHidden }?.owningViewController
    }

    /// The view that currently takes input: the top controller's view (a modal captures everything).
    public var activeLayer: View? { activeController?.view }

    /// Moves the focus to `view`; answers whether it moved (it must be focusable, on screen, in the active layer).
    @discardableResult
    public func focus(_ view: View?) -> Bool {
        guard let view else {
            setFocus(nil)
            return true
        }
        guard view.canBecomeFocused, view.isVisibleOnScreen, let layer = activeLayer, view.isDescendant(of: layer)
        else { return false }
        setFocus(view)
        return true
    }

    func setFocus(_ view: View?) {
        guard view !== focusedView else { return }
        let old = focusedView
        focusedView = view
        if let view, let controller = view.nearestViewController {
            controller.lastFocusedView = view
        }
        old?.focusDidChange()
        view?.focusDidChange()
    }

    /// Notes that the focused view may have left the screen; focus is checked before the next key or frame.
    func focusedViewMayHaveGone() {
        focusNeedsCheck = true
        needsRender = true
    }

    /// Keeps the focus valid: if the focused view left the screen or the active layer, focus moves to the top
    /// controller's preferred view (or the one it last focused, or the first focusable view).
    func validateFocus() {
        // Nothing that could take the focus away happened since it was last found valid: no frame moved, and no
        // view left, hid or was disabled (those set `focusNeedsCheck`). A key press that only restyles rows pays
        // nothing here.
        if !focusNeedsCheck, focusedView != nil, focusCheckedGeneration == View.geometryGeneration { return }
        focusCheckedGeneration = View.geometryGeneration
        if let focused = focusedView, focused.canBecomeFocused, focused.isVisibleOnScreen,
            let layer = activeLayer, focused.isDescendant(of: layer)
        {
            focusNeedsCheck = false
            return
        }
        focusNeedsCheck = false
        guard let layer = activeLayer else {
            setFocus(nil)
            return
        }
        window.layoutIfNeeded()
        let controller = activeController?.keyboardController
        let candidates = [controller?.lastFocusedView, controller?.preferredFocusedView]
        if let candidate = candidates.compactMap({ $0 }).first(where: { isFocusable($0, in: layer) }) {
            setFocus(candidate)
        } else {
            setFocus(focusStops(in: layer).first)
        }
    }

    private func isFocusable(_ view: View, in layer: View) -> Bool {
        view.canBecomeFocused && view.isVisibleOnScreen && view.isDescendant(of: layer)
    }

    /// The views tab visits in `layer`, in reading order; views inside a table are reached through the table.
    func focusStops(in layer: View) -> [View] {
        layer.focusableDescendants.filter { $0.enclosingTableView == nil }
    }

    /// Moves the focus to the next (or previous) stop in reading order, wrapping around.
    public func moveFocus(forward: Bool) {
        validateFocus()
        guard let layer = activeLayer else { return }
        let stops = focusStops(in: layer)
        guard !stops.isEmpty else { return }
        let current = focusedView.map { $0.enclosingTableView ?? $0 }
        guard let current, let index = stops.firstIndex(where: { $0 === current }) else {
            setFocus(forward ? stops.first : stops.last)
            return
        }
        let next = (index + (forward ? 1 : stops.count - 1)) % stops.count
        setFocus(stops[next])
    }

    /// Moves the focus to the nearest stop in the direction of an arrow key; answers whether it moved.
    @discardableResult
    public func moveFocus(toward arrow: Key) -> Bool {
        validateFocus()
        guard let layer = activeLayer, let focused = focusedView.map({ $0.enclosingTableView ?? $0 }) else {
            return false
        }
        let from = focused.visibleRectInWindow
        let candidates = focusStops(in: layer).filter { $0 !== focused }.compactMap { view -> (View, Int)? in
            let to = view.visibleRectInWindow
            switch arrow {
            case .down where to.minY >= from.maxY:
                return (view, (to.minY - from.maxY) * 1000 + abs(to.minX - from.minX))
            case .up where to.maxY <= from.minY: return (view, (from.minY - to.maxY) * 1000 + abs(to.minX - from.minX))
            case .right where to.minX >= from.maxX && to.intersectsRows(of: from): return (view, to.minX - from.maxX)
            case .left where to.maxX <= from.minX && to.intersectsRows(of: from): return (view, from.minX - to.maxX)
            default: return nil
            }
        }
        guard let best = candidates.min(by: { $0.1 < $1.1 })?.0 else { return false }
        setFocus(best)
        return true
    }
}

extension Rect {
    /// Whether the two rectangles share at least one row.
    func intersectsRows(of other: Rect) -> Bool {
        minY < other.maxY && other.minY < maxY
    }
}

extension View {
    /// The nearest view controller up the superview chain (the owner of this or an enclosing root view).
    var nearestViewController: ViewController? {
        var view: View? = self
        while let current = view {
            if let controller = current.owningViewController { return controller }
            view = current.superview
        }
        return nil
    }

    /// The table view this view lies inside (not counting the view itself), if any.
    var enclosingTableView: TableView? {
        var view = superview
        while let current = view {
            if let table = current as? TableView { return table }
            view = current.superview
        }
        return nil
    }
}
