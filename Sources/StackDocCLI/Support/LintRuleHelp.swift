import DocumentQuery

/// `lint --help`'s list of rules with their default severities and summaries. The command's
/// configuration is built whenever the command line starts (for every command), so the list is
/// written out here rather than computed from `Linter.allRules`; `generated` computes it, and
/// a test holds the two equal.
enum LintRuleHelp {
    /// Each rule as `  NAME (SEVERITY)` over its summary wrapped at 78 columns.
    static let text = """
          fill-hugging-tie (warning)
              fill stacks laid out longer than their content whose stretching views
              have equal content hugging
          fill-compression-tie (warning)
              fill stacks laid out shorter than their content whose shrinking views
              have equal compression resistance
          proportional-without-intrinsic-size (error)
              fillProportionally stacks with arranged views that have no intrinsic
              length along the axis
          baseline-on-vertical-stack (warning)
              firstBaseline / lastBaseline alignment on a vertical stack
          hidden-view-required-size (error)
              hidden arranged views held open along the stack axis by a required
              constraint
          small-tap-target (warning)
              controls (button, control, segmentedControl, slider, stepper, switch,
              textField, textView) laid out with a side below 28 pt, or below 44 x 44
              pt
          broken-constraint (error)
              required constraints the layout engine had to break
          stack-overflow (warning)
              stacks whose arranged content is longer than the stack along its axis
        """

    /// The list as `Linter.allRules` gives it (what `text` must equal).
    static var generated: String {
        Linter.allRules.map { "  \($0.name) (\($0.defaultSeverity.rawValue))\n" + Terminal.wrap($0.summary, width: 78, indent: "      ") }
            .joined(separator: "\n")
    }
}
