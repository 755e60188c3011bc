import StackDocument
import StackLayout

/// Reading typed attribute values, with errors that name the element and its line.
extension XMLElement {
    /// The attribute as a number that `rule` admits (by default a length or coordinate,
    /// -1e7...1e7 pt), or `nil` when absent.
    func number(_ name: String, as rule: NumberRule = .length) throws(InterfaceBuilderImportError) -> Double? {
        guard let text = self[attribute: name] else { return nil }
        do {
            return try rule.read(text)
        } catch {
            throw refusal(of: name, error)
        }
    }

    func priority(_ name: String) throws(InterfaceBuilderImportError) -> LayoutPriority? {
        try number(name, as: .priority)
    }

    /// The error for attribute `name`, whose value `violation` refused: `<stackView> spacing: 1e308 is out of range: ...`.
    func refusal(of name: String, _ violation: NumberViolation) -> InterfaceBuilderImportError {
        InterfaceBuilderImportError("<\(self.name)> \(name): \(violation)", at: position)
    }

    func flag(_ name: String) -> Bool { self[attribute: name] == "YES" }

    /// `<rect key="frame" x= y= width= height=/>`.
    func rect() throws(InterfaceBuilderImportError) -> Rect {
        Rect(x: try number("x") ?? 0, y: try number("y") ?? 0, width: try number("width") ?? 0, height: try number("height") ?? 0)
    }

    /// A stored `<rect key="frame">`, where a coordinate or size that is a number out of the
    /// range of lengths (Xcode has written `y="1601601728"` for a cell) is read as 0 and named
    /// in `absurd` (`y = 1601601728`), so that the file can still be read; text that is not a
    /// number is refused.
    func storedRect() throws(InterfaceBuilderImportError) -> (rect: Rect, absurd: [String]) {
        var absurd: [String] = []
        func value(_ name: String) throws(InterfaceBuilderImportError) -> Double {
            guard let text = self[attribute: name] else { return 0 }
            do {
                return try NumberRule.length.read(text)
            } catch {
                guard let parsed = Double(text), !parsed.isNaN else { throw refusal(of: name, error) }
                absurd.append("\(name) = \(text)")
                return 0
            }
        }
        let rect = Rect(x: try value("x"), y: try value("y"), width: try value("width"), height: try value("height"))
        return (rect, absurd)
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
