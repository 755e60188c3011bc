import StackLayout

extension EditFormat {
    /// Writes `edit` into `buffer` as `encode(edit)` spells it, byte for byte, without
    /// building a tree (new views and constraints excepted). O(size of the edit).
    package static func write(_ edit: Edit, into buffer: inout JSONTextBuffer) {
        buffer.beginObject()
        buffer.key("op")
        buffer.string(edit.op)
        func write(_ source: ViewSource) {
            switch source {
            case .new(let tree):
                buffer.key("view")
                buffer.value(DocumentFormat.encode(tree))
            case .existing(let id):
                buffer.key("existing")
                buffer.string(id)
            }
        }
        switch edit {
        case let .insert(stack, index, source):
            buffer.key("stack")
            buffer.string(stack)
            buffer.key("index")
            buffer.integer(index)
            write(source)
        case let .addSubview(parent, source, zIndex):
            buffer.key("parent")
            buffer.string(parent)
            write(source)
            if let zIndex {
                buffer.key("zIndex")
                buffer.integer(zIndex)
            }
        case let .remove(view, scope):
            buffer.key("view")
            buffer.string(view)
            buffer.key("from")
            buffer.string(scope.rawValue)
        case .hide(let view), .unhide(let view):
            buffer.key("view")
            buffer.string(view)
        case let .set(view, property, value):
            buffer.key("view")
            buffer.string(view)
            buffer.key("property")
            buffer.string(property.rawValue)
            buffer.key("value")
            buffer.value(value)
        case let .moveZ(view, zIndex):
            buffer.key("view")
            buffer.string(view)
            buffer.key("zIndex")
            buffer.integer(zIndex)
        case let .addConstraint(constraint, index):
            buffer.key("constraint")
            buffer.value(DocumentFormat.encode(constraint))
            if let index {
                buffer.key("index")
                buffer.integer(index)
            }
        case .removeConstraint(let id):
            buffer.key("id")
            buffer.string(id)
        }
        buffer.endObject()
    }
}
