// `import StackDoc` is all a library user needs: it brings in every module of the public API.
// The solver (`ConstraintSolver`) and the SQLite wrapper (`SQLiteDatabase`) stay inside the
// package; nothing here exposes them.

@_exported import DocumentHistory
@_exported import DocumentImport
@_exported import DocumentQuery
@_exported import DocumentStore
@_exported import InterfaceBuilderImport
@_exported import LayoutRendering
@_exported import StackDocument
@_exported import StackLayout
