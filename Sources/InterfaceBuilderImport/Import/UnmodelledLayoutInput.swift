/// Elements and attributes that change layout in UIKit but that a document does not model.
/// Each one found is reported as a warning with its line, never silently dropped.
enum UnmodelledLayoutInput {
    /// View classes whose intrinsic content size UIKit computes and the file does not store
    /// (the importer takes their stored height, and no width).
    static let unknownIntrinsicSize: Set<String> = ["datePicker", "pickerView"]

    /// Warnings about a view element (after size-class variations).
    static func warnings(forView element: XMLElement, id: String) -> [ImportWarning] {
        var warnings: [ImportWarning] = []
        let line = element.position.line
        if let direction = element[attribute: "semanticContentAttribute"], direction.contains("RightToLeft") {
            warnings.append(ImportWarning(
                "semanticContentAttribute=\"\(direction)\" on \"\(id)\" is not modelled: leading and trailing are laid out left to right",
                line: line))
        }
        if unknownIntrinsicSize.contains(element.name), element[attribute: "placeholderIntrinsicWidth"] == nil,
           element[attribute: "placeholderIntrinsicHeight"] == nil {
            warnings.append(ImportWarning(
                "the intrinsic size of <\(element.name)> \"\(id)\" is not stored in the file: its stored height stands in, and no width is assumed",
                line: line))
        }
        return warnings
    }

    /// Warnings about a view controller element: simulated metrics other than the navigation
    /// and tab bars, and the system minimum margins switched off.
    static func warnings(forController controller: XMLElement) -> [ImportWarning] {
        var warnings: [ImportWarning] = []
        for child in controller.elements {
            switch (child.name, child[attribute: "key"]) {
            case (_, "simulatedStatusBarMetrics"):
                warnings.append(ImportWarning(
                    "simulated status bar metrics (<\(child.name)>) are not modelled: the design device's status bar is assumed",
                    line: child.position.line))
            case ("simulatedToolbarMetrics", _):
                warnings.append(ImportWarning(
                    "a simulated toolbar is not modelled: the safe area does not include it", line: child.position.line))
            default: break
            }
        }
        if controller[attribute: "viewRespectsSystemMinimumLayoutMargins"] == "NO" {
            warnings.append(ImportWarning(
                "viewRespectsSystemMinimumLayoutMargins=\"NO\" is not modelled: the root keeps the system's side margins",
                line: controller.position.line))
        }
        return warnings
    }
}
