/// Why migrations cannot be embedded: one message per problem, each naming its file.
struct EmbeddingProblems: Error, CustomStringConvertible {
    struct Problem {
        let path: String
        let message: String
    }

    let problems: [Problem]

    init(_ problems: [Problem]) {
        self.problems = problems
    }

    init(path: String, message: String) {
        self.init([Problem(path: path, message: message)])
    }

    /// In the "path: error: message" form that build logs and IDEs recognise.
    var description: String {
        problems.map { "\($0.path): error: \($0.message)" }.joined(separator: "\n")
    }
}
