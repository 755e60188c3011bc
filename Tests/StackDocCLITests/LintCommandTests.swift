import DocumentQuery
import Foundation
import StackDocTestSupport
import StackDocument
import Testing

@testable import StackDocCLI

/// `lint` on the command line: choosing rules, severities and the exit status, configuration
/// files, Interface Builder files with their lines, and SARIF.
@Suite("stackdoc lint")
struct LintCommandTests {
    static let signIn = ReadmeWalkthroughTests.packageRoot + "/Examples/sign-in.storyboard"

    /// A store holding "taps": a 30 x 30 button (small-tap-target, a warning by default).
    static func workspace() throws -> Workspace {
        let workspace = Workspace()
        let file = workspace.file("taps.json", #"""
            { "format": "stack-document/1", "name": "taps", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [
                { "id": "icon", "kind": "button", "name": "Close", "frame": { "x": 0, "y": 0, "width": 30, "height": 30 } } ] } }
            """#)
        #expect(try workspace.run("import", file).status == 0)
        return workspace
    }

    @Test func warningsAreReportedAndPass() throws {
        let workspace = try Self.workspace()
        let result = try workspace.run("lint")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("taps: Close (icon): warning: small-tap-target: button \"icon\" is laid out 30 x 30 pt"))
        #expect(result.stdout.contains("1 finding in 1 document(s): 0 errors, 1 warning, 0 notes"))
    }

    @Test(arguments: [
        (["--severity", "small-tap-target=error"], Int32(1), "error: small-tap-target"),
        (["--severity", "small-tap-target=note"], 0, "note: small-tap-target"),
        (["--disable", "small-tap-target"], 0, "no problems found in 1 document(s)"),
        (["--rule", "stack-overflow"], 0, "no problems found in 1 document(s)"),
        (["--rule", "small-tap-target", "--rule", "stack-overflow"], 0, "warning: small-tap-target"),
    ])
    func rulesAndSeveritiesFromTheCommandLine(arguments: [String], status: Int32, output: String) throws {
        let workspace = try Self.workspace()
        let result = try workspace.run(["lint"] + arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.contains(output), "\(result.stdout)")
    }

    @Test(arguments: [
        (["--rule", "small-tap-targets"], #"no lint rule "small-tap-targets" (did you mean "small-tap-target"?)"#),
        (["--disable", "overflow"], #"no lint rule "overflow""#),
        (["--severity", "small-tap-target=fatal"], "--severity takes RULE=LEVEL"),
        (["--rule", "stack-overflow", "--disable", "stack-overflow"], "stack-overflow is both run (--rule) and turned off (--disable)"),
    ])
    func mistypedRulesAreUsageErrors(arguments: [String], message: String) throws {
        let workspace = try Self.workspace()
        let result = try workspace.run(["lint"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// `.stackdoc-lint.json` in a directory above the current one applies; so does one beside
    /// the store; `--config` names one, `--no-config` ignores them.
    @Test func configurationFilesAreFoundUpTheTreeAndBesideTheStore() throws {
        let workspace = try Self.workspace()
        let strict = #"{"rules": {"small-tap-target": "error"}}"#
        let project = workspace.directory + "/project"
        let deeper = project + "/App/Screens"
        try FileManager.default.createDirectory(atPath: deeper, withIntermediateDirectories: true)
        _ = workspace.file("project/.stackdoc-lint.json", strict)
        let up = try runStackdoc(["lint", "--db", workspace.db], in: deeper)
        #expect(up.status == 1, "\(up.stdout)\(up.stderr)")
        #expect(up.stdout.contains("error: small-tap-target"))
        #expect(try runStackdoc(["lint", "--db", workspace.db, "--no-config"], in: deeper).status == 0)
        #expect(try runStackdoc(["lint", "--db", workspace.db], in: workspace.directory).status == 0, "not below the file")

        _ = workspace.file(".stackdoc-lint.json", #"{"rules": {"small-tap-target": "off"}}"#)
        let beside = try runStackdoc(["lint", "--db", workspace.db], in: "/")
        #expect(beside.stdout.contains("no problems found"), "the file beside the store turned the rule off")
        let named = try runStackdoc(["lint", "--db", workspace.db, "--config", project + "/.stackdoc-lint.json"], in: "/")
        #expect(named.status == 1)

        let broken = workspace.file("broken.json", #"{"rules": {"small-tap-target": "loud"}}"#)
        let refused = try workspace.run("lint", "--config", broken)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(broken): rules.small-tap-target: \"loud\" is not a level"), "\(refused.stderr)")
    }

    /// The README's own storyboard is clean: its 30-pt button and 34-pt text fields are UIKit's
    /// standard sizes, and its stacks are sized by their content.
    @Test func theReadmeStoryboardHasNoFindings() throws {
        let result = try runStackdoc(["lint", Self.signIn])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "no problems found in 1 document(s)\n")
    }

    /// A storyboard linted as a file: each finding names the file and the line of its view's
    /// element, in text, JSON and SARIF.
    @Test func storyboardFindingsPointAtTheirLines() throws {
        let text = try String(contentsOfFile: Self.signIn, encoding: .utf8)
        func line(of id: String) -> Int? {
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"\(id)\"") }.map { $0 + 1 }
        }
        let narrow = ["--width", "120", "--height", "200"]
        let json = try runStackdoc(["lint", Self.signIn, "--format", "json"] + narrow)
        guard case .array(let findings) = try JSONParser.parse(json.stdout), !findings.isEmpty else {
            Issue.record("no findings at 120 x 200: \(json.stdout)\(json.stderr)")
            return
        }
        for finding in findings {
            let view = try #require(finding["view"]?.string, "\(finding)")
            #expect(finding["file"] == .string(Self.signIn))
            #expect(finding["line"] == line(of: view).map { .number(Double($0)) }, "\(view)")
        }
        let plain = try runStackdoc(["lint", Self.signIn] + narrow)
        #expect(plain.stdout.hasPrefix(Self.signIn + ":"))

        let sarif = try JSONParser.parse(try runStackdoc(["lint", Self.signIn, "--format", "sarif"] + narrow).stdout)
        #expect(sarif["version"] == "2.1.0")
        guard case .array(let runs) = sarif["runs"], case .array(let results) = runs.first?["results"] else {
            Issue.record("no runs")
            return
        }
        #expect(results.count == findings.count)
        #expect(runs.first?["tool"]?["driver"]?["name"] == "stackdoc lint")
        for (result, finding) in zip(results, findings) {
            #expect(result["ruleId"] == finding["rule"])
            #expect(result["level"] == finding["severity"])
            let location = try #require(result["locations"]?.array?.first, "\(result)")
            let physical = location["physicalLocation"]
            #expect(physical?["artifactLocation"]?["uri"] == .string("file://" + Self.signIn))
            #expect(physical?["region"]?["startLine"] == finding["line"])
            let logical = try #require(location["logicalLocations"]?.array, "\(location)")
            let view = try #require(finding["view"]?.string)
            let document = try #require(finding["document"]?.string)
            #expect(logical.first?["fullyQualifiedName"] == .string(document + "/" + view))
        }
    }

    /// What each rule finds in the real Interface Builder files, as Docs/lint.md reports it;
    /// every file imports.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func findingsOnTheRealFilesAreThoseTheDocsReport() throws {
        let result = try runStackdoc(["lint", "--format", "json", "--no-config"] + Fixtures.names.map { Fixtures.directory + "/" + $0 })
        #expect(result.status == 1)
        #expect(!result.stderr.contains("Error"), "\(result.stderr)")
        guard case .array(let findings) = try JSONParser.parse(result.stdout) else {
            Issue.record("not an array")
            return
        }
        var counts: [String: Int] = [:]
        for finding in findings {
            if case .string(let rule) = finding["rule"] { counts[rule, default: 0] += 1 }
        }
        #expect(counts == [
            "small-tap-target": 35, "fill-hugging-tie": 2, "fill-compression-tie": 4, "stack-overflow": 21,
            "hidden-view-required-size": 10, "broken-constraint": 8, "proportional-without-intrinsic-size": 1,
        ])
        #expect(findings.count { $0["severity"] == "error" } == 19)
    }

    /// A document of the store has no file: SARIF names it and its view as a logical location.
    @Test func storeFindingsAreLogicalLocationsInSARIF() throws {
        let workspace = try Self.workspace()
        let result = try workspace.run("lint", "--format", "sarif")
        #expect(result.status == 0)
        let sarif = try JSONParser.parse(result.stdout)
        guard case .array(let runs) = sarif["runs"], case .array(let results) = runs.first?["results"],
            case .array(let locations) = results.first?["locations"]
        else {
            Issue.record("no result: \(result.stdout)")
            return
        }
        #expect(results.count == 1)
        #expect(locations.first?["physicalLocation"] == nil)
        let logical = try #require(locations.first?["logicalLocations"]?.array, "\(result.stdout)")
        #expect(logical.first?["fullyQualifiedName"] == "taps/icon")
        #expect(logical.first?["name"] == "Close (icon)")
        let rules = try #require(runs.first?["tool"]?["driver"]?["rules"]?.array, "\(result.stdout)")
        #expect(rules.count == 8)
    }
}

/// `lint --help` lists the rules from a written-out text, so that building the command's
/// configuration (for every command, at start-up) computes nothing.
@Suite("lint --help's rule list")
struct LintRuleHelpTests {
    @Test func theWrittenListIsTheRulesList() {
        #expect(LintRuleHelp.text == LintRuleHelp.generated, "LintRuleHelp.text should read:\n\(LintRuleHelp.generated)")
    }

    @Test func everyRuleIsListed() {
        for rule in Linter.allRules { #expect(LintRuleHelp.text.contains("  \(rule.name) (\(rule.defaultSeverity.rawValue))\n")) }
    }
}
