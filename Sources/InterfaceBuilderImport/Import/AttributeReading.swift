import StackLayout

/// Reading typed attribute values, with errors that name the element's line.
extension XMLElement {
    func number(_ name: String) throws(InterfaceBuilderImportError) -> Double? {
        guard let text = self[attribute: name] else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) < 1e9 else {
            throw InterfaceBuilderImportError("<\(self.name)> \(name)=\"\(text)\" is not a finite number", at: position)
        }
        return value
    }

    func priority(_ name: String) throws(InterfaceBuilderImportError) -> LayoutPriority? {
        guard let value = try number(name) else { return nil }
        guard value >= 1, value <= 1000 else {
            throw InterfaceBuilderImportError("<\(self.name)> \(name)=\"\(formatNumber(value))\" is not a priority within 1...1000", at: position)
        }
        return value
    }

    func flag(_ name: String) -> Bool { self[attribute: name] == "YES" }

    /// `<rect key="frame" x= y= width= height=/>`.
    func rect() throws(InterfaceBuilderImportError) -> Rect {
        Rect(x: try number("x") ?? 0, y: try number("y") ?? 0, width: try number("width") ?? 0, height: try number("height") ?? 0)
    }

    /// `<edgeInsets key="layoutMargins" top left bottom right/>` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins" top leading bottom trailing/>`.
    func layoutMargins() throws(InterfaceBuilderImportError) -> EdgeInsets? {
        for child in elements {
            if child.name == "edgeInsets", child[attribute: "key"] == "layoutMargins" {
                return EdgeInsets(
                    top: try child.number("top") ?? 0, leading: try child.number("left") ?? 0,
                    bottom: try child.number("bottom") ?? 0, trailing: try child.number("right") ?? 0)
            }
            if child.name == "directionalEdgeInsets", child[attribute: "key"] == "directionalLayoutMargins" {
                return EdgeInsets(
                    top: try child.number("top") ?? 0, leading: try child.number("leading") ?? 0,
                    bottom: try child.number("bottom") ?? 0, trailing: try child.number("trailing") ?? 0)
            }
        }
        return nil
    }
}
