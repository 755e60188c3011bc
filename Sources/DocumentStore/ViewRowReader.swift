import StackDocument
import StackLayout

/// The select list of `views AS v` for a `ViewColumnSet`, and the `ViewRecord` of each row:
/// the links (document, id, superview, z-order and arranged-order keys), the kind, the
/// properties asked for in `ViewPropertyGroup` order, then the child counts as two subqueries.
struct ViewRowReader {
    /// The select list, for `SELECT \(columns) FROM views AS v ...`.
    let columns: String
    private let groups: [ViewPropertyGroup]
    private let childCounts: Bool

    init(_ set: ViewColumnSet) {
        groups = ViewPropertyGroup.allCases.filter(set.properties.contains)
        childCounts = set.childCounts
        var columns = "v.document_id, v.id, v.parent, v.z_key, v.arranged_key, v.kind"
        for group in groups { columns += group.fields.map { ", v.\($0.column)" }.joined() }
        if childCounts {
            columns += """
                , (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id),
                (SELECT count(*) FROM views AS c WHERE c.document_id = v.document_id AND c.parent = v.id AND c.arranged_key IS NOT NULL)
                """
        }
        self.columns = columns
    }

    /// The view of `row`; `document`: its document's id when the read is of one document (the
    /// column is then not read). O(columns).
    func record(_ row: StoreRow, document: Int64? = nil) throws -> ViewRecord {
        guard let documentID = document ?? Self.integer(row[0]), case .text(let id) = row[1], case .text(let kind) = row[5] else {
            throw StoreError.corrupt("a view row without document, id or kind")
        }
        var column = 6
        var record = ViewRecord(
            documentID: documentID, id: id, parent: Self.text(row[2]), zKey: PackedOrderKey(Self.text(row[3]) ?? ""),
            arrangedKey: Self.text(row[4]).map(PackedOrderKey.init),
            properties: properties(kind: kind, row, column: &column))
        if childCounts {
            record.subviewCount = Self.integer(row[column]).map(Int.init) ?? 0
            record.arrangedCount = Self.integer(row[column + 1]).map(Int.init) ?? 0
        }
        return record
    }

    /// The fetched properties, leniently: a column that does not hold what it should leaves its
    /// property at the kind's default (matching then tests the default).
    private func properties(kind: String, _ row: StoreRow, column: inout Int) -> ViewProperties {
        var properties = ViewProperties(kind: ViewKind(rawValue: kind))
        var position = column
        defer { column = position }
        func next() -> StoreValue {
            defer { position += 1 }
            return row[position]
        }
        func real() -> Double? {
            switch next() {
            case .real(let real): real
            case .integer(let integer): Double(integer)
            default: nil
            }
        }
        func flag() -> Bool? { if case .integer(let integer) = next() { integer != 0 } else { nil } }
        func text() -> String? { Self.text(next()) }
        for group in groups {
            switch group {
            case .hidden: properties.hidden = flag() ?? false
            case .intrinsicSize: properties.intrinsicSize = IntrinsicSize(width: real(), height: real())
            case .baseline:
                let (first, last) = (real(), real())
                properties.baseline = first.flatMap { f in last.map { Baselines(first: f, last: $0) } }
            case .hugging: properties.hugging = AxisPriorities(horizontal: real() ?? 0, vertical: real() ?? 0)
            case .compressionResistance:
                properties.compressionResistance = AxisPriorities(horizontal: real() ?? 0, vertical: real() ?? 0)
            case .layoutMargins:
                properties.layoutMargins = EdgeInsets(top: real() ?? 0, leading: real() ?? 0, bottom: real() ?? 0, trailing: real() ?? 0)
            case .safeArea:
                properties.safeArea = EdgeInsets(top: real() ?? 0, leading: real() ?? 0, bottom: real() ?? 0, trailing: real() ?? 0)
            case .fixedFrame:
                let (x, y, width, height) = (real(), real(), real(), real())
                if let x, let y, let width, let height { properties.frame = Rect(x: x, y: y, width: width, height: height) }
            case .axis: if let value = text().flatMap(Axis.init(rawValue:)) { properties.stack?.axis = value }
            case .distribution: if let value = text().flatMap(Distribution.init(rawValue:)) { properties.stack?.distribution = value }
            case .alignment: if let value = text().flatMap(Alignment.init(rawValue:)) { properties.stack?.alignment = value }
            case .spacing:
                let (points, isSystem) = (real(), flag())
                if let points { properties.stack?.spacing = isSystem == true ? .system : .points(points) }
            case .customSpacing:
                if let json = text(), case .object(let fields)? = try? JSONParser.parse(json) {
                    var spacing: [String: Double] = [:]
                    for field in fields { if case .number(let value) = field.value { spacing[field.key] = value } }
                    properties.stack?.customSpacing = spacing
                }
            case .baselineRelative: if let value = flag() { properties.stack?.baselineRelative = value }
            case .marginsRelative: if let value = flag() { properties.stack?.marginsRelative = value }
            case .name: properties.name = text()
            case .text: properties.text = text()
            }
        }
        return properties
    }

    private static func text(_ value: StoreValue) -> String? { if case .text(let text) = value { text } else { nil } }
    private static func integer(_ value: StoreValue) -> Int64? { if case .integer(let n) = value { n } else { nil } }
}
