extension ViewController {
    /// Whether the view is on screen (between `viewDidAppear` and `viewWillDisappear`).
    public var isVisible: Bool { appearanceState == .appeared }

    /// Starts an appearance transition: calls `viewWillAppear` (`appearing`) or `viewWillDisappear`, and forwards
    /// to the child controllers whose views lie inside this view. Containers call it; you rarely need to.
    public func beginAppearanceTransition(_ appearing: Bool) {
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            _ = view
            appearanceState = .appearing
            viewWillAppear()
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear()
        }
        for child in childrenOnScreen {
            child.beginAppearanceTransition(appearing)
        }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:)``: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear()
        case .appeared, .disappeared:
            return
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// Children whose views are loaded and lie inside this controller's view.
    private var childrenOnScreen: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// A child whose view enters or leaves the window outside a container's transition (say, a module's view
    /// added to a visible screen) appears or disappears by itself.
    func rootViewDidMoveToWindow() {
        let inWindow = viewIfLoaded?.window != nil
        if inWindow, appearanceState == .disappeared, parent.map({ $0.appearanceState != .disappeared }) ?? false {
            beginAppearanceTransition(true)
            endAppearanceTransition()
        } else if !inWindow, appearanceState == .appeared {
            beginAppearanceTransition(false)
            endAppearanceTransition()
        }
    }
}
