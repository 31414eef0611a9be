import App

/// The variants each scene's specs run against: every variant the standard catalog builds the scene in — the five
/// architectures and the scene's "before" pictures. `Tests/AppTests/SpecVariantsTests` holds these lists to the
/// catalog, so a variant added there is specced here.
public enum SpecVariants {
    /// Print: the five architectures and seed 003's MVC.
    public static let print: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper, .seedMVC]
    /// Counter: the five architectures and seed 004's MVC.
    public static let counter: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper, .seedMVC]
    /// News: the five architectures, the massive controller and seed 002's MVC.
    public static let news: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper, .massiveMVC, .seedMVC]
    /// Profile: the five architectures and the massive controller.
    public static let profile: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper, .massiveMVC]

    /// The browser's variants: the five architectures (the "before" pictures are the terminal's alone).
    public static let browser: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper]

    /// Each of `variants` in the terminal, and those of them the browser has in the browser.
    public static func cases(_ variants: [ArchitectureVariant]) -> [SpecCase] {
        variants.map { SpecCase($0, in: .terminal) }
            + variants.filter(browser.contains).map { SpecCase($0, in: .browser) }
    }

    /// The five architectures in both front ends.
    public static let architectures = cases(browser)
}
