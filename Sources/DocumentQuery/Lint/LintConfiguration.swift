import StackDocument

/// Which lint rules run, and how much each one's findings matter: what a configuration file
/// (`.stackdoc-lint.json`) and `lint`'s `--rule`, `--disable` and `--severity` say. The file:
///
/// ```json
/// {"rules": {"small-tap-target": "error", "fill-compression-tie": "off"}}
/// ```
///
/// Each rule maps to `error`, `warning`, `note` or `off`; rules not named keep their default.
public struct LintConfiguration: Sendable, Hashable {
    /// Severities by rule name, replacing the rules' defaults.
    public var severities: [String: LintSeverity]
    /// Rules turned off.
    public var disabled: Set<String>
    /// When set, only these rules run (before `disabled` is applied).
    public var only: Set<String>?

    /// A configuration; the default runs every rule at its default severity.
    public init(severities: [String: LintSeverity] = [:], disabled: Set<String> = [], only: Set<String>? = nil) {
        self.severities = severities
        self.disabled = disabled
        self.only = only
    }

    /// Reads a configuration file's JSON (`{"rules": {NAME: LEVEL}}`). Errors say what is
    /// wrong and where; rule names are checked by `linter(rules:)`.
    public init(json bytes: [UInt8]) throws(LintConfigurationError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw LintConfigurationError("not JSON: \(error)")
        }
        guard case .object(let fields) = value else {
            throw LintConfigurationError("expected an object like {\"rules\": {\"small-tap-target\": \"error\"}}, found \(value.typeName)")
        }
        self.init()
        for (key, field) in fields {
            guard key == "rules" else { throw LintConfigurationError("unknown key \"\(key)\" (the file holds \"rules\")") }
            guard case .object(let rules) = field else {
                throw LintConfigurationError("\"rules\" must be an object of rule names and levels, found \(field.typeName)")
            }
            for (rule, level) in rules {
                let levels = (["off"] + LintSeverity.allCases.map(\.rawValue)).map { "\"\($0)\"" }.joined(separator: ", ")
                guard case .string(let text) = level else {
                    throw LintConfigurationError("rules.\(rule): expected one of \(levels), found \(level.typeName)")
                }
                if text == "off" {
                    disabled.insert(rule)
                } else if let severity = LintSeverity(rawValue: text) {
                    severities[rule] = severity
                } else {
                    throw LintConfigurationError("rules.\(rule): \"\(text)\" is not a level; expected one of \(levels)")
                }
            }
        }
    }

    /// This configuration with `other`'s settings on top (the command line's over a file's):
    /// its severities win, its `disabled` rules are added, and its `only` (if any) replaces
    /// this one's and turns those rules back on.
    public func overridden(by other: LintConfiguration) -> LintConfiguration {
        var merged = self
        merged.severities.merge(other.severities) { _, new in new }
        if let only = other.only {
            merged.only = only
            merged.disabled.subtract(only)
        }
        merged.disabled.formUnion(other.disabled)
        return merged
    }

    /// The linter running `rules` (default: every rule) as configured. Throws for a rule
    /// name that is not among `rules`, with the nearest one.
    public func linter(rules: [any LintRule] = Linter.allRules) throws(LintConfigurationError) -> Linter {
        let known = rules.map(\.name)
        let named = Array(severities.keys) + Array(disabled) + Array(only ?? [])
        for name in named.sorted() where !known.contains(name) {
            let hint = NearestName.closest(to: name, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw LintConfigurationError("no lint rule \"\(name)\"\(hint); the rules are \(known.joined(separator: ", "))")
        }
        let running = rules.filter { only?.contains($0.name) ?? true }.filter { !disabled.contains($0.name) }
        return Linter(rules: running, severities: severities)
    }
}

/// A configuration that cannot be used: a file that is not the expected JSON, or an unknown rule.
public struct LintConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
