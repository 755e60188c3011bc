import StackLayout

extension Document {
    /// Checks every value of the document against the format's rules for values: the name,
    /// the canvas, each view's id, kind, name, text (`TextRule`) and numbers, and each
    /// constraint's id, multiplier, constant and priority
    /// (the ranges of `Docs/document-format.md`). The documents that the initialisers and edits
    /// make already pass; this is for a document whose `name` or `canvas` was set in code, and
    /// for the store to run before it writes one. O(views + constraints).
    public func checkValues() throws(DocumentError) {
        try DocumentName.validate(name)
        try canvas?.checkCanvas()
        for id in depthFirstIDs {
            let properties = nodes[id]!.properties
            try ViewID.validate(id, at: nil)
            if let violation = properties.firstNumberViolation { throw violation.error(view: id, at: nil) }
            if let error = TextRule.firstError(in: properties, view: id, at: nil) { throw error }
        }
        for constraint in constraints {
            if let id = constraint.id { try ViewID.validate(id, at: nil) }
            try ConstraintRules.checkNumbers(of: constraint, at: nil)
        }
    }
}
