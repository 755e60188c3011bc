import InterfaceBuilderImport
import StackDocument
import StackLayout

/// The checks of a textually clean merge by its layout: the merged file is imported and each
/// of its documents laid out on its device, and so are both sides. What the merge breaks that
/// neither side broke alone is a conflict of its own:
/// - a required constraint the engine has to break (or cannot read) in the merge only;
/// - a view made ambiguous, in the merge only: its size is decided by nothing but the fallback
///   to its stored size (found by laying out again with every stored size changed, and seeing
///   which views follow), or its position by nothing but the fallback to its superview's
///   top-left corner (found by laying out again with every view that no stack arranges pulled
///   aside at the lowest priority a file can give, and seeing which views move);
/// - a stack view left with no arranged view while both sides' versions had some.
public enum SemanticMergeCheck {
    /// The documents of a file laid out, by root view id.
    struct LaidOutFile {
        var documents: [String: LaidOutDocument] = [:]
    }

    struct LaidOutDocument {
        var document: Document
        var broken: Set<String>
        var brokenText: [String: String]
        /// Views whose size only their stored size decides.
        var ambiguous: Set<String>
        /// Views whose position only the fallback to their superview's corner decides.
        var unplaced: Set<String>
    }

    /// Conflicts that `merged` has and neither `ours` nor `theirs` has; `baseName` names the
    /// documents as `import` would. A side that does not import is not compared (nothing is
    /// reported against it); a merged file that does not import while both sides do is a conflict.
    public static func check(ours: [UInt8], theirs: [UInt8], merged: [UInt8], baseName: String) -> [MergeConflict] {
        let oursFile = try? laidOut(ours, baseName: baseName)
        let theirsFile = try? laidOut(theirs, baseName: baseName)
        let mergedFile: LaidOutFile
        do {
            mergedFile = try laidOut(merged, baseName: baseName)
        } catch {
            guard oursFile != nil, theirsFile != nil else { return [] }
            return [MergeConflict(kind: .importFails, element: baseName, elementName: "document", message: "the merged file does not import: \(error)")]
        }
        guard let oursFile, let theirsFile else { return [] }
        var conflicts: [MergeConflict] = []
        for (rootID, merge) in mergedFile.documents.sorted(by: { $0.key < $1.key }) {
            let sides = [oursFile.documents[rootID], theirsFile.documents[rootID]]
            let name = merge.document.name
            for key in merge.broken.sorted() where !sides.contains(where: { $0?.broken.contains(key) == true }) {
                conflicts.append(MergeConflict(
                    kind: .brokenConstraint, element: key, elementName: "constraint",
                    message: "\"\(name)\": the merge breaks a required constraint that neither side breaks: \(merge.brokenText[key] ?? key)"))
            }
            for id in merge.ambiguous.sorted() where !sides.contains(where: { $0?.ambiguous.contains(id) == true }) {
                conflicts.append(MergeConflict(
                    kind: .ambiguousView, element: id, elementName: "view",
                    message: "\"\(name)\": the merge leaves the size of \(merge.document.path(of: id)) undetermined (only its stored size decides it); neither side does"))
            }
            for id in merge.unplaced.sorted() where !merge.ambiguous.contains(id) && !sides.contains(where: { $0?.unplaced.contains(id) == true }) {
                conflicts.append(MergeConflict(
                    kind: .ambiguousView, element: id, elementName: "view",
                    message: "\"\(name)\": the merge leaves the position of \(merge.document.path(of: id)) undetermined (no constraint places it); neither side does"))
            }
            for id in merge.document.depthFirstIDs {
                guard let node = merge.document[id], node.isStack, node.arranged.isEmpty else { continue }
                let before = sides.map { side in side?.document[id].map { !$0.arranged.isEmpty } ?? false }
                guard before.allSatisfy({ $0 }) else { continue }
                conflicts.append(MergeConflict(
                    kind: .emptiedStack, element: id, elementName: "stackView",
                    message: "\"\(name)\": the merge leaves stack \(merge.document.path(of: id)) without arranged views; both sides had some"))
            }
        }
        return conflicts
    }

    static func laidOut(_ bytes: [UInt8], baseName: String) throws -> LaidOutFile {
        let file = try InterfaceBuilderImporter.importFile(bytes, baseName: baseName)
        var result = LaidOutFile()
        for scene in file.scenes {
            let document = scene.document
            guard let canvas = document.canvas else { continue }
            let scene = document.layoutScene(canvas: canvas)
            let layout = LayoutEngine.layout(scene)
            var broken = Set<String>()
            var brokenText: [String: String] = [:]
            for constraint in layout.brokenConstraints {
                let key = constraint.id ?? constraint.description
                broken.insert(key)
                brokenText[key] = constraint.description
            }
            result.documents[document.rootID] = LaidOutDocument(
                document: document, broken: broken, brokenText: brokenText, ambiguous: sizedByStoredFrame(scene, layout: layout),
                unplaced: placedByFallback(scene, layout: layout))
        }
        return result
    }

    /// The views whose laid-out size follows their stored size: laid out again with every
    /// stored size 97 points larger, the views whose size changes. The root, which fills the
    /// canvas, is left out.
    static func sizedByStoredFrame(_ scene: LayoutScene, layout: LayoutResult) -> Set<String> {
        var moved = scene
        for (id, view) in scene.views {
            guard var frame = view.frame else { continue }
            frame.width += 97
            frame.height += 97
            moved.views[id]!.frame = frame
        }
        let other = LayoutEngine.layout(moved)
        var ids = Set<String>()
        for view in layout.views where view.id != scene.rootID {
            guard let changed = other[view.id] else { continue }
            if abs(changed.frame.width - view.frame.width) > 1e-6 || abs(changed.frame.height - view.frame.height) > 1e-6 { ids.insert(view.id) }
        }
        return ids
    }

    /// The views whose position nothing but the fallback to their superview's top-left corner
    /// decides: laid out again with each view that no stack arranges (the root aside) pulled 97
    /// points right and down from where it is, at priority 1, the lowest a file can give and
    /// above only the fallbacks, the views that move in their superview. O(views) plus a layout.
    static func placedByFallback(_ scene: LayoutScene, layout: LayoutResult) -> Set<String> {
        var pulled = scene
        var pulledIDs: [String] = []
        for (parentID, parent) in scene.views {
            let arranged = Set(parent.arranged)
            for id in parent.subviews where !arranged.contains(id) {
                guard let frame = layout.frame(of: id) else { continue }
                pulledIDs.append(id)
                for (attribute, offset) in [(LayoutAttribute.leading, frame.x), (.top, frame.y)] {
                    pulled.constraints.append(LayoutConstraint(
                        first: Anchor(view: id, attribute: attribute), second: Anchor(view: parentID, attribute: attribute),
                        constant: offset + 97, priority: 1))
                }
            }
        }
        let other = LayoutEngine.layout(pulled)
        var ids = Set<String>()
        for id in pulledIDs {
            guard let before = layout.frame(of: id), let after = other.frame(of: id) else { continue }
            if abs(after.x - before.x) > 1e-6 || abs(after.y - before.y) > 1e-6 { ids.insert(id) }
        }
        return ids
    }
}
