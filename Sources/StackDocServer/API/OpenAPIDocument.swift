import StackDocument

/// The OpenAPI 3.1 description of the API, made from the route table the router is built
/// from, so that the two cannot disagree.
enum OpenAPIDocument {
    static func json(for routes: [APIRoute]) -> JSONValue {
        var paths: [(key: String, value: JSONValue)] = []
        for route in routes {
            let operation = self.operation(route)
            let method = route.method.rawValue.lowercased()
            if let index = paths.firstIndex(where: { $0.key == route.path }), case .object(var methods) = paths[index].value {
                methods.append((method, operation))
                paths[index].value = .object(methods)
            } else {
                paths.append((route.path, .object([(method, operation)])))
            }
        }
        paths += loginPaths
        return .object([
            ("openapi", .string("3.1.0")),
            ("info", .object([
                ("title", .string("StackDoc")),
                ("version", .string("1")),
                ("description", .string("The documents of a StackDoc store and their history. Each answer is the JSON the matching stackdoc command prints with --format json; errors are {\"error\": message}.")),
            ])),
            ("paths", .object(paths)),
            ("components", .object([("schemas", .object([("Error", .object([
                ("type", .string("object")), ("required", .array([.string("error")])),
                ("properties", .object([("error", .object([("type", .string("string"))]))])),
            ]))]))])),
        ])
    }

    /// The browser's login and logout (`LoginRoutes`), on a server started with a token.
    private static let loginPaths: [(key: String, value: JSONValue)] = {
        func post(_ summary: String, body: String?) -> JSONValue {
            var fields: [(key: String, value: JSONValue)] = [("summary", .string(summary))]
            if let body {
                fields.append(("requestBody", .object([
                    ("required", .bool(true)), ("description", .string(body)),
                    ("content", .object([("application/json", .object([("schema", .object([
                        ("type", .string("object")), ("required", .array([.string("token")])),
                        ("properties", .object([("token", .object([("type", .string("string"))]))])),
                    ]))]))])),
                ])))
            }
            fields.append(("responses", .object([
                ("204", .object([("description", .string("Done; Set-Cookie carries the session cookie (stackdoc_session, HttpOnly, SameSite=Strict), or removes it."))])),
                ("default", .object([
                    ("description", .string("An error: 400 a server without a token or a body that is not {\"token\": ...}, 401 a wrong token, 403 from another site's page, 415 not application/json, 429 too many wrong tokens (see Retry-After).")),
                    ("content", .object([("application/json", .object([("schema", .object([("$ref", .string("#/components/schemas/Error"))]))]))])),
                ])),
            ])))
            return .object([("post", .object(fields))])
        }
        return [
            ("/api/login", post("Opens a browser session with the server's token: its cookie stands for the token until logout.", body: "The token the server was started with.")),
            ("/api/logout", post("Ends the browser session the request's cookie names.", body: nil)),
        ]
    }()

    private static func operation(_ route: APIRoute) -> JSONValue {
        var parameters: [JSONValue] = route.pathParameters.map { name in
            .object([("name", .string(name)), ("in", .string("path")), ("required", .bool(true)), ("schema", .object([("type", .string("string"))]))])
        }
        parameters += route.parameters.map { parameter in
            .object([
                ("name", .string(parameter.name)), ("in", .string("query")), ("required", .bool(parameter.required)),
                ("description", .string(parameter.description)), ("schema", .object([("type", .string(parameter.type))])),
            ])
        }
        let error = JSONValue.object([
            ("description", .string("An error: 400 bad input, 401 no token, 403 a write from another site's page, 404 unknown document, revision or view, 408 a request too slow to arrive, 409 nothing to undo or redo, 413 body too large, 415 a write not sent as application/json, 421 a Host the server does not answer to, 429 a login after too many wrong tokens (see Retry-After), 503 too many layouts at once (see Retry-After), or a write to a server that accepts no writes (a PostgreSQL hot standby: write to the primary).")),
            ("content", .object([("application/json", .object([("schema", .object([("$ref", .string("#/components/schemas/Error"))]))]))])),
        ])
        var fields: [(key: String, value: JSONValue)] = [("summary", .string(route.summary)), ("parameters", .array(parameters))]
        if let body = route.body {
            fields.append(("requestBody", .object([
                ("required", .bool(true)), ("description", .string(body)),
                ("content", .object([("application/json", .object([("schema", .object([("type", .string("array"))]))]))])),
            ])))
        }
        fields.append(("responses", .object([
            ("200", .object([("description", .string("The answer.")), ("content", .object([(route.produces, .object([]))]))])),
            ("default", error),
        ])))
        return .object(fields)
    }
}
