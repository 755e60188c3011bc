/// How much a finding matters. `lint` fails (exit status 1) only on errors; warnings and notes
/// are reported and let it pass. Each rule has a default (`LintRule.defaultSeverity`), which a
/// configuration can change (`LintConfiguration`).
public enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Worth knowing; nothing is wrong on its own.
    case note
    /// Likely a mistake, or a layout that depends on chance.
    case warning
    /// A layout that is wrong on screen or that UIKit reports at run time.
    case error

    /// `note < warning < error`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
