/// Where one voice message is in its playback, as its row shows it.
public enum PlayState: Hashable, Sendable {
    /// Not playing: the row shows `play`.
    case idle
    /// Its audio is downloading: `buffering`.
    case buffering
    /// Playing, `elapsed` whole seconds in: `playing m/Ns`.
    case playing(elapsed: Int)
    /// Paused `elapsed` whole seconds in: `paused`.
    case paused(elapsed: Int)
}
