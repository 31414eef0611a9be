extension ViewController {
    /// Presents `controller` modally above everything: it takes all keys until dismissed. A presented controller
    /// with a ``preferredContentSize`` is centred (an alert); otherwise it fills the window.
    public func present(_ controller: ViewController) {
        var presenter: ViewController = self
        while let parent = presenter.parent {
            presenter = parent
        }
        while let presented = presenter.presentedViewController {
            presenter = presented
        }
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        guard let window = presenter.viewIfLoaded?.window else { return }
        controller.beginAppearanceTransition(true)
        window.addSubview(controller.view)
        window.setNeedsLayout()
        controller.endAppearanceTransition()
        window.application?.focusedViewMayHaveGone()
    }

    /// Dismisses the controller this one presented; or, if it presented nothing, this controller itself (if it
    /// was presented). Anything presented above goes too.
    public func dismiss() {
        if let presented = presentedViewController {
            presented.dismissPresented()
            presented.detachFromPresenter()
        } else if presentingViewController != nil {
            dismissPresented()
            detachFromPresenter()
        } else if let parent, parent.presentingViewController != nil {
            parent.dismiss()
        }
    }

    private func dismissPresented() {
        if let presented = presentedViewController {
            presented.dismissPresented()
            presented.detachFromPresenter()
        }
    }

    private func detachFromPresenter() {
        let application = viewIfLoaded?.window?.application
        if viewIfLoaded?.window != nil {
            beginAppearanceTransition(false)
            view.removeFromSuperview()
            endAppearanceTransition()
        }
        presentingViewController?.presentedViewController = nil
        presentingViewController = nil
        application?.focusedViewMayHaveGone()
    }
}
