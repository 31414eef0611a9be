extension ViewController {
    /// Adds `child` as a child controller (calls its `willMove(toParent:)`); add its view yourself, then call
    /// `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent (calls `didMove(toParent: nil)`); remove its view yourself first,
    /// after calling `willMove(toParent: nil)`.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
