import BrowserKit

extension ListScreenView {
    /// The Voice screen: rows of ``VoiceCell``s.
    public static func voices() -> ListScreenView {
        ListScreenView(hint: "enter: play · again: pause or resume · another row: switch", label: "Voices")
    }
}
