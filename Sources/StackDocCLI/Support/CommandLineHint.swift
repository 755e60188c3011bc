import DocumentHistory
import DocumentStore
import PostgreSQLDatabase
import StackDocument

/// The library's errors say what is wrong; on the command line some of them also say which
/// flag or command puts it right. This is the one place that adds those words, and that keeps
/// what a message quotes (a name typed on the command line, say) from driving the terminal:
/// control characters other than line breaks are escaped as `ViewLabel.oneLine` escapes them.
package enum CommandLineHint {
    package static func adding(to error: any Error) -> any Error {
        let hinted = withHint(error)
        // The parser's own errors (usage, help, exit codes) are left to it.
        guard !String(reflecting: type(of: hinted)).hasPrefix("ArgumentParser.") else { return hinted }
        let text = String(describing: hinted)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { ViewLabel.oneLine(String($0)) }
        let escaped = lines.joined(separator: "\n")
        return escaped == text ? hinted : CLIError(escaped)
    }

    private static func withHint(_ error: any Error) -> any Error {
        switch error {
        case StoreError.documentExists:
            CLIError("\(error) (choose another name with --name)")
        case HistoryError.noCanvas:
            CLIError("\(error) (--width and --height)")
        case StoreError.needsUpgrade(let path):
            CLIError("\(error); any command that writes, or `stackdoc init --db '\(path)'`, upgrades it")
        case StoreError.notAStore(let path) where ConnectionURL.isPostgreSQL(path):
            CLIError("\(error); any command that writes, or `stackdoc init --db '\(path)'`, creates the store in it")
        case StoreError.notAStore:
            CLIError("\(error); `stackdoc init --db PATH` creates a store at a new path")
        case StoreError.targetNotEmpty:
            CLIError("\(error) (--replace deletes them first)")
        case StoreError.storeNotFound(let path):
            CLIError("\(error): create one with `stackdoc init --db '\(path)'` (or import into it), or name another with --db or $STACKDOC_DB")
        default:
            error
        }
    }
}
