import ArgumentParser
import DocumentImport

/// `import --name-scenes file|scene`.
extension SceneNaming: ExpressibleByArgument {}
