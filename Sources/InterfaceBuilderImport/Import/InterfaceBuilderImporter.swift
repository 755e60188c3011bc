import StackDocument
import StackLayout

/// Imports Interface Builder files (.storyboard, .xib) for iOS as layout documents.
///
/// A storyboard gives one document per scene whose view controller has a view; a xib gives one
/// per top-level view. View ids are the file's ids (a cell's id-less content view is named
/// after its cell: `CELL-contentView`), and so are constraint ids. Stack attributes (with
/// `top` / `bottom` meaning leading / trailing on vertical stacks), priorities, intrinsic sizes
/// (placeholders, image resources, the stored size of text-bearing controls), constraints and
/// guides, size-class variations and masks for the design device, and fixed frames of
/// autoresized views are carried over, and so is the screen Interface Builder simulated around
/// view controllers' views and a xib's top-level views (status, navigation and tab bars, safe
/// area); `Docs/interface-builder.md` lists every rule. What has no equivalent in a document is
/// left out with an `ImportWarning`. The stored frames come along, for comparison with a
/// layout (`StoredFrameCheck`).
///
/// Document names: a file with one scene gives one document named `baseName`; a file with
/// several gives `baseName/SCENE` for each, where SCENE is, for a storyboard, the view
/// controller's custom class, else its user label, storyboard identifier or title, else the
/// scene id; for a xib, the view's custom class, else its user label, else its id. Names that
/// repeat within the file get ` 2`, ` 3`, ... in file order.
public enum InterfaceBuilderImporter {
    /// Whether `bytes` look like XML (an optional BOM and whitespace, then `<`) rather than JSON.
    package static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, XMLReader.isSpace(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    /// Imports every scene of a file, given as its bytes (UTF-8 XML); `baseName` names the
    /// documents (see above), usually the file name without its extension. All or nothing: any
    /// error names the problem and its line. `options` may name a device for files that declare
    /// none, and ask for the arranged views the fidelity count compares. Cost: O(n) in the file
    /// size plus the documents' validation.
    public static func importFile(
        _ bytes: [UInt8], baseName: String, options: InterfaceBuilderImportOptions = .init()
    ) throws(InterfaceBuilderImportError) -> InterfaceBuilderFile {
        let xml: XMLDocument
        do {
            xml = try XMLParser.parse(bytes)
        } catch {
            throw InterfaceBuilderImportError(
                looksLikeXML(bytes) ? "malformed XML: \(error.message)" : "not XML: \(error.message)", at: error.position)
        }
        return try importDocument(xml, baseName: baseName, options: options)
    }

    /// Imports every scene of a parsed file (see `importFile`).
    package static func importDocument(
        _ xml: XMLDocument, baseName: String, options: InterfaceBuilderImportOptions = .init()
    ) throws(InterfaceBuilderImportError) -> InterfaceBuilderFile {
        let root = xml.root
        guard root.name == "document", let type = root[attribute: "type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw InterfaceBuilderImportError(
                "not an Interface Builder document: the root element is <\(root.name)>\(root.name == "document" ? " without an Interface Builder type" : "")",
                at: root.position)
        }
        let runtime = root[attribute: "targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || (type.contains(".Cocoa.") && !type.contains("CocoaTouch")) {
            throw InterfaceBuilderImportError(
                "an AppKit (macOS) document (targetRuntime \"\(runtime)\"): NSStackView has other semantics and is not supported",
                at: root.position)
        }
        guard type.contains("CocoaTouch") || runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV") else {
            throw InterfaceBuilderImportError("unsupported Interface Builder document type \"\(type)\" (only iOS files are)", at: root.position)
        }
        let kind: InterfaceBuilderFileKind = type.contains("Storyboard") ? .storyboard : .xib
        let context = try FileContext(document: root, kind: kind, options: options)
        var scenes: [ImportedScene] = []
        var warnings: [ImportWarning] = []
        if let device = context.designDevice, device.known == nil, let element = root.element(named: "device") {
            warnings.append(ImportWarning(
                "unknown design device \"\(device.interfaceBuilderID)\": its status bar, safe area, margins and pixels are not known, so a 20-pt status bar, no home indicator and the margins of the canvas's width are assumed (`stackdoc devices` lists the known ones)",
                line: element.position.line))
        }
        let roots = kind == .storyboard ? storyboardRoots(root, warnings: &warnings) : xibRoots(root)
        let sceneNames = uniqueNames(roots.map(\.name))
        for (entry, sceneName) in zip(roots, sceneNames) {
            var builder = SceneBuilder(context: context)
            if let controller = entry.controller {
                builder.controller.id = controller[attribute: "id"]
                builder.controller.title = ViewNaming.title(of: controller)
                builder.readControllerGuides(controller)
                builder.warnings += UnmodelledLayoutInput.warnings(forController: controller)
            }
            try builder.addView(entry.view, parent: nil, arranged: false, parentOrigin: (0, 0), parentHidden: false)
            builder.views.rootID = builder.views.order[0]
            builder.bindControllerGuides()
            let name = roots.count == 1 ? baseName : "\(baseName)/\(sceneName)"
            let fillsScreen = entry.controller != nil
                || (kind == .xib && ViewClassMapping.fillsSimulatedScreen(topLevel: entry.view))
            var scene = try builder.makeScene(name: name, sceneName: sceneName, fillsSimulatedScreen: fillsScreen)
            scene.sceneID = entry.sceneID
            scenes.append(scene)
        }
        if scenes.isEmpty {
            warnings.append(ImportWarning("the file has no scene with a view", line: root.position.line))
        }
        let leftOut = LeftOutViews.warnings(in: root, imported: Set(scenes.flatMap(\.document.depthFirstIDs)), traits: context.traits)
        warnings += leftOut.warnings
        let arrangedViews = options.countsArrangedViews ? ArrangedViewCensus.arrangedViews(in: root, traits: context.traits) : []
        return InterfaceBuilderFile(
            kind: kind, designDevice: context.designDevice, scenes: scenes, warnings: warnings, arrangedViews: arrangedViews,
            leftOutViews: leftOut.count)
    }

    struct RootEntry {
        var view: XMLElement
        var controller: XMLElement?
        var name: String
        var sceneID: String? = nil
    }

    /// Each scene's view controller with a `key="view"` view, and each view in a scene's dock
    /// (a top-level view of its `<objects>`, which code adds to a screen), in file order.
    static func storyboardRoots(_ document: XMLElement, warnings: inout [ImportWarning]) -> [RootEntry] {
        var entries: [RootEntry] = []
        for scenes in document.elements(named: "scenes") {
            for scene in scenes.elements(named: "scene") {
                for objects in scene.elements(named: "objects") {
                    for controller in objects.elements {
                        if ViewClassMapping.isTopLevelView(controller) {
                            let name = controller[attribute: "userLabel"] ?? controller[attribute: "customClass"]
                                ?? controller[attribute: "id"] ?? controller.name
                            entries.append(RootEntry(view: controller, controller: nil, name: name))
                            continue
                        }
                        guard let view = controller.elements.first(where: { $0[attribute: "key"] == "view" }),
                              !ViewClassMapping.nonViews.contains(view.name)
                        else { continue }
                        let name = controller[attribute: "customClass"] ?? controller[attribute: "userLabel"]
                            ?? controller[attribute: "storyboardIdentifier"] ?? controller[attribute: "title"]
                            ?? scene[attribute: "sceneID"] ?? controller[attribute: "id"] ?? "scene"
                        entries.append(RootEntry(view: view, controller: controller, name: name, sceneID: scene[attribute: "sceneID"]))
                    }
                }
            }
        }
        return entries
    }

    /// The xib's top-level views.
    static func xibRoots(_ document: XMLElement) -> [RootEntry] {
        var entries: [RootEntry] = []
        for objects in document.elements(named: "objects") {
            for element in objects.elements where ViewClassMapping.isTopLevelView(element) {
                let name = element[attribute: "customClass"] ?? element[attribute: "userLabel"] ?? element[attribute: "id"] ?? element.name
                entries.append(RootEntry(view: element, controller: nil, name: name))
            }
        }
        return entries
    }

    /// `names` with repeats made distinct: `A`, `A 2`, `A 3`.
    static func uniqueNames(_ names: [String]) -> [String] {
        var used = Set<String>()
        return names.map { name in
            var candidate = name
            var number = 2
            while used.contains(candidate) {
                candidate = "\(name) \(number)"
                number += 1
            }
            used.insert(candidate)
            return candidate
        }
    }
}

extension SceneBuilder {
    /// The controller's `<viewControllerLayoutGuide>`s, bound to the root once it is known.
    mutating func readControllerGuides(_ controller: XMLElement) {
        for guides in controller.elements(named: "layoutGuides") {
            for guide in guides.elements(named: "viewControllerLayoutGuide") {
                guard let id = guide[attribute: "id"] else { continue }
                self.controller.pendingGuides.append((id, guide[attribute: "type"] == "bottom"))
            }
        }
    }

    mutating func bindControllerGuides() {
        for (id, isBottom) in controller.pendingGuides where constraintInputs.items[id] == nil {
            constraintInputs.items[id] = isBottom ? .bottomLayoutGuide(root: views.rootID) : .topLayoutGuide(root: views.rootID)
        }
    }
}
