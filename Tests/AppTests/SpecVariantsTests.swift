import App
import AppTestSupport
import Testing

/// The specs' variant lists are the catalog's: a variant the app builds is a variant the specs run.
@MainActor
@Suite("Spec variants")
struct SpecVariantsTests {
    @Test("each scene's specs run against exactly the variants the catalog builds it in")
    func listsMatchTheCatalog() {
        let catalog = SceneCatalog.standard
        #expect(SpecVariants.print == catalog.variants(of: .print))
        #expect(SpecVariants.counter == catalog.variants(of: .counter))
        #expect(SpecVariants.news == catalog.variants(of: .news))
        #expect(SpecVariants.profile == catalog.variants(of: .profile))
    }
}
