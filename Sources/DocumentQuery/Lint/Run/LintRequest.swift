import DocumentImport
import StackDocument
import StackLayout

/// What to lint (`DocumentLint.run`): documents of a store and Interface Builder files, with
/// which rules at which severities, at which canvas.
public struct LintRequest: Sendable {
    /// Where the rules' settings come from, under `LintRequest.configuration`.
    public enum ConfigurationSource: Sendable, Hashable {
        /// No configuration file.
        case none
        /// This file.
        case file(String)
        /// The file `LintConfigurationFile.locate` finds.
        case nearest
    }

    /// Document names and Interface Builder files (paths ending in `.storyboard` or `.xib`);
    /// empty: every document of the store.
    public var targets: [String]
    /// The revision of each store document (default: its head).
    public var revision: Int?
    /// Settings over the configuration file's (rules run, turned off, severities).
    public var configuration: LintConfiguration
    /// Where the configuration file comes from.
    public var configurationSource: ConfigurationSource
    /// The store's file, whose directory is searched last for the configuration file; `nil`
    /// for a server's store.
    public var storeFile: String?
    /// The canvas to lay documents out at (default: each document's own).
    public var canvas: Size?
    /// A device's screen to place each document on.
    public var screen: DeviceScreen?

    /// A request linting `targets` (default: every document of the store) at their heads with
    /// every rule at its default severity and the nearest configuration file.
    public init(
        targets: [String] = [], revision: Int? = nil, configuration: LintConfiguration = LintConfiguration(),
        configurationSource: ConfigurationSource = .nearest, storeFile: String? = nil, canvas: Size? = nil, screen: DeviceScreen? = nil
    ) {
        self.targets = targets
        self.revision = revision
        self.configuration = configuration
        self.configurationSource = configurationSource
        self.storeFile = storeFile
        self.canvas = canvas
        self.screen = screen
    }

    /// The Interface Builder files among `targets`, in order.
    public var files: [String] { targets.filter(DocumentFile.hasInterfaceBuilderExtension) }

    /// The store documents among `targets`, in order.
    public var documentNames: [String] { targets.filter { !DocumentFile.hasInterfaceBuilderExtension($0) } }

    /// Whether the store is read: documents are named, or no file is.
    public var readsStore: Bool { !documentNames.isEmpty || files.isEmpty }
}
