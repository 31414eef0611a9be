import BrowserKit
import Foundation
import PropertyBased
import Testing

/// The diff's one promise, checked on random trees: the patches it sends, applied to the page the way the page's
/// script applies them, turn the old page into the new one — keyed inserts, removals and moves included.
@MainActor
@Suite("Reconciler properties")
struct ReconcilerPropertyTests {
    @Test("applying the patches to the old page gives the new page")
    func patchesTurnOldIntoNew() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            // Given an old tree, a random edit of it, and a page showing the old one
            var random = SplitMix(seed: seed)
            let old = TreeSpec.random(depth: 4, using: &random)
            let new = old.edited(depth: 4, using: &random)
            let reconciler = Reconciler()
            let mirror = PageMirror()
            mirror.mountRoot(reconciler.mount(old.element).wire)

            // When the new tree is rendered and its patches applied
            let patches = reconciler.update(to: new.element)
            var failure: PageMirrorError?
            do throws(PageMirrorError) {
                try mirror.apply(patches)
            } catch {
                failure = error
            }

            // Then the page shows exactly the new tree, as does the reconciler's own record of it
            #expect(failure == nil)
            let expected = HTML.render(Reconciler().mount(new.element).wire)
            #expect(mirror.root.map { HTML.render($0.wire) } == expected, "\(old) → \(new)")
            #expect(reconciler.root.map { HTML.render($0.wire) } == expected)
        }
    }

    @Test("an unchanged render sends nothing")
    func unchangedSendsNothing() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var random = SplitMix(seed: seed)
            let tree = TreeSpec.random(depth: 4, using: &random)
            let reconciler = Reconciler()
            reconciler.mount(tree.element)
            #expect(reconciler.update(to: tree.element).isEmpty)
        }
    }
}
