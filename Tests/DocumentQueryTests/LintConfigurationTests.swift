import DocumentQuery
import StackDocument
import Testing

@Suite("Lint configuration and severities")
struct LintConfigurationTests {
    /// A 30 x 30 button (small-tap-target) in a fill stack squeezed below its content
    /// (fill-compression-tie and stack-overflow).
    static func document() throws -> Document {
        try lintDocument(#"""
            { "id": "icon", "kind": "button", "frame": { "x": 0, "y": 0, "width": 30, "height": 30 } },
            { "id": "s", "kind": "stack", "frame": { "x": 0, "y": 100, "width": 80, "height": 20 }, "subviews": [
              { "id": "a", "kind": "label", "intrinsicSize": { "width": 40, "height": 20 } },
              { "id": "b", "kind": "label", "intrinsicSize": { "width": 60, "height": 20 } } ] }
            """#)
    }

    @Test func findingsCarryTheirRuleDefaultSeverity() throws {
        let found = Linter().lint(try Self.document())
        #expect(Set(found.map(\.rule)) == ["small-tap-target", "fill-compression-tie", "stack-overflow"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(Linter.allRules.first { $0.name == "broken-constraint" }?.defaultSeverity == .error)
    }

    @Test(arguments: [
        (#"{"rules": {"small-tap-target": "error"}}"#, ["small-tap-target": LintSeverity.error], [String]()),
        (#"{"rules": {"stack-overflow": "off", "fill-hugging-tie": "note"}}"#, ["fill-hugging-tie": .note], ["stack-overflow"]),
        (#"{}"#, [:], []),
    ])
    func filesReadLevelsAndOff(json: String, severities: [String: LintSeverity], disabled: [String]) throws {
        let configuration = try LintConfiguration(json: Array(json.utf8))
        #expect(configuration.severities == severities)
        #expect(configuration.disabled == Set(disabled))
    }

    @Test(arguments: [
        (#"{"rules": {"small-tap-target": "fatal"}}"#, #"rules.small-tap-target: "fatal" is not a level"#),
        (#"{"rules": {"small-tap-target": 2}}"#, "rules.small-tap-target: expected one of \"off\", \"note\", \"warning\", \"error\", found a number"),
        (#"{"rule": {}}"#, #"unknown key "rule""#),
        (#"[]"#, "expected an object"),
        (#"{"rules": "#, "not JSON"),
    ])
    func badFilesSayWhatIsWrong(json: String, message: String) {
        #expect(throws: LintConfigurationError.self) { try LintConfiguration(json: Array(json.utf8)) }
        do {
            _ = try LintConfiguration(json: Array(json.utf8))
        } catch {
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test func unknownRulesAreRefusedWithTheNearestName() {
        let configuration = LintConfiguration(severities: ["small-tap-targt": .error])
        #expect(throws: LintConfigurationError.self) { try configuration.linter() }
        do {
            _ = try configuration.linter()
        } catch {
            #expect(error.description.contains(#"no lint rule "small-tap-targt" (did you mean "small-tap-target"?)"#))
        }
    }

    @Test func severitiesAndOffApplyToTheFindings() throws {
        let file = try LintConfiguration(json: Array(#"{"rules": {"small-tap-target": "error", "stack-overflow": "off"}}"#.utf8))
        let found = try file.linter().lint(try Self.document())
        #expect(found.filter { $0.rule == "small-tap-target" }.map(\.severity) == [.error])
        #expect(!found.contains { $0.rule == "stack-overflow" })
        #expect(found.filter { $0.rule == "fill-compression-tie" }.map(\.severity) == [.warning])
    }

    /// The command line over a file: its severities win, `--disable` adds, and `--rule` runs
    /// only the rules named, even one the file turned off.
    @Test func theCommandLineOverridesTheFile() throws {
        let file = LintConfiguration(severities: ["small-tap-target": .error, "stack-overflow": .note], disabled: ["fill-compression-tie"])
        let commandLine = LintConfiguration(severities: ["small-tap-target": .note], only: ["small-tap-target", "fill-compression-tie"])
        let merged = file.overridden(by: commandLine)
        let linter = try merged.linter()
        #expect(linter.rules.map(\.name) == ["fill-compression-tie", "small-tap-target"])
        #expect(linter.severities["small-tap-target"] == .note)
        let disabling = file.overridden(by: LintConfiguration(disabled: ["small-tap-target"]))
        #expect(try !disabling.linter().rules.map(\.name).contains("small-tap-target"))
        #expect(try !disabling.linter().rules.map(\.name).contains("fill-compression-tie"))
    }
}
