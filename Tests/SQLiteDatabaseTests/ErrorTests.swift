import Testing
import SQLiteDatabase

@Suite("Errors")
struct ErrorTests {
    let connection: Connection

    init() throws {
        connection = try Connection(path: ":memory:")
        try connection.executeScript("""
            CREATE TABLE parent(id INTEGER PRIMARY KEY);
            CREATE TABLE child(id INTEGER PRIMARY KEY, parent INTEGER NOT NULL REFERENCES parent(id), name TEXT UNIQUE);
            INSERT INTO parent(id) VALUES (1);
            """)
    }

    @Test("A failing step carries its extended and primary codes, the message and the SQL", arguments: [
        ("INSERT INTO child(parent, name) VALUES (1, 'a'), (1, 'a')", ResultCode.constraintUnique, "UNIQUE constraint failed: child.name"),
        ("INSERT INTO child(parent, name) VALUES (2, 'b')", .constraintForeignKey, "FOREIGN KEY constraint failed"),
        ("INSERT INTO child(parent, name) VALUES (NULL, 'c')", .constraintNotNull, "NOT NULL constraint failed: child.parent"),
    ])
    func stepFailure(sql: String, code: ResultCode, message: String) throws {
        let error = try #require(throws: SQLiteError.self) { try connection.execute(sql) }
        #expect(error.code == code)
        #expect(error.primaryCode == .constraint)
        #expect(error.message == message)
        #expect(error.sql == sql)
        #expect(error.description.contains(sql))
    }

    @Test("A statement that does not compile reports the SQL")
    func prepareFailure() throws {
        let sql = "SELEC 1"
        let error = try #require(throws: SQLiteError.self) { try connection.execute(sql) }
        #expect(error.code == .error)
        #expect(error.message.contains("syntax error"))
        #expect(error.sql == sql)
    }

    @Test("The arguments must match the parameters", arguments: [[], [1, 2]] as [[Int]])
    func argumentCount(arguments: [Int]) throws {
        let error = try #require(throws: SQLiteError.self) {
            try connection.execute("SELECT ?", arguments)
        }
        #expect(error.code == .range)
    }

    @Test("A statement holds one statement; a script runs several", arguments: ["SELECT 1; SELECT 2", "SELECT 1;; SELECT 2", "SELECT 1; SELEC", "", "-- only a comment"])
    func oneStatement(sql: String) throws {
        let error = try #require(throws: SQLiteError.self) { try connection.statement(sql) }
        #expect(error.code == .misuse)
    }

    @Test("Trailing blanks and comments are allowed after a statement")
    func trailingComment() throws {
        #expect(try connection.queryFirst("SELECT 1; -- done\n ") { try $0.get(0, as: Int.self) } == 1)
    }

    @Test("A script runs past comments and empty statements")
    func scriptWithEmptyStatements() throws {
        try connection.executeScript("-- first\n;; INSERT INTO parent(id) VALUES (2); /* between */ ;\nINSERT INTO parent(id) VALUES (3); -- last")
        #expect(try connection.query("SELECT id FROM parent") { try $0.get(0, as: Int.self) } == [1, 2, 3])
    }

    @Test("A failing script names the failing statement and keeps what ran before")
    func scriptFailure() throws {
        let error = try #require(throws: SQLiteError.self) {
            try connection.executeScript("""
                INSERT INTO child(parent, name) VALUES (1, 'x');
                INSERT INTO child(parent, name) VALUES (1, 'x');
                INSERT INTO child(parent, name) VALUES (1, 'y');
                """)
        }
        #expect(error.code == .constraintUnique)
        #expect(error.sql == "INSERT INTO child(parent, name) VALUES (1, 'x');")
        #expect(try connection.query("SELECT name FROM child") { try $0.get(0, as: String.self) } == ["x"])
    }

    @Test("A statement cannot run inside its own run")
    func reentrantStatement() throws {
        let statement = try connection.statement("SELECT id FROM parent")
        try statement.forEachRow { _ in
            let error = try #require(throws: SQLiteError.self) { try statement.execute() }
            #expect(error.code == .misuse)
        }
    }
}
