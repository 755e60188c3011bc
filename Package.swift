// swift-tools-version: 6.1
import PackageDescription

/// How release builds link `stackdoc` and `stackdoc-serve` on Linux: with the Swift runtime in
/// the binary, so that start-up loads no Swift shared libraries (a third of `stackdoc list` was
/// loading them); the two Foundation shims are what `swift build --static-swift-stdlib` would
/// add. The binary is not position-independent, so the loader applies none of the 43,000
/// relocations a PIE of this size needs (a fifth of `stackdoc --help`); its address is then
/// fixed, which a command-line tool that reads local files can afford. The C++ standard
/// library, which only the Swift runtime uses, is linked from its archive (the linker script
/// in `Linking/StaticCPlusPlus` stands in for `libstdc++.so`), so that the loader neither loads
/// it nor binds its 1,700 symbols (a tenth of `stackdoc list`). The program exports none of its
/// own symbols (the Swift runtime's link options export all 7,000, which a program that loads
/// no Swift plug-ins never looks up; the runtime looks up its own path among them at start,
/// one by one).
let commandLineLinking: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-Xlinker", "-l_FoundationCShims", "-Xlinker", "-l_FoundationCollections", "-Xclang-linker", "-no-pie",
            "-L", Context.packageDirectory + "/Linking/StaticCPlusPlus", "-Xlinker", "--no-export-dynamic",
        ],
        .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "StackDoc",
    products: [
        .executable(name: "stackdoc", targets: ["stackdoc"]),
        .executable(name: "stackdoc-serve", targets: ["stackdoc-serve"]),
        // The library: `import StackDoc`.
        .library(name: "StackDoc", targets: ["StackDoc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP server of `stackdoc serve`; its optional traits (configuration files, full
        // Foundation) are left out.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        // The HTTP parts below Hummingbird's requests, which `serve`'s connection handlers watch.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
    ],
    targets: [
        // The system SQLite, linked directly.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // Numbered schema migrations, whatever the engine: the migrator (what is pending, what is
        // refused, when to write), the small protocol each backend implements, their checksums.
        .target(name: "SchemaMigrations"),
        // A small wrapper over CSQLite: connections, statements, transactions, SQLite's migrations.
        .target(name: "SQLiteDatabase", dependencies: ["CSQLite", "SchemaMigrations"]),
        // A small synchronous wrapper over libpq, PostgreSQL's client library: connections,
        // prepared statements, rows, transactions, pipelined flights. libpq is not linked but
        // loaded (dlopen) by the first connection, so that building needs no libpq-dev, and
        // commands that never open a postgresql:// store do not load it and its twenty libraries.
        .target(name: "PostgreSQLDatabase"),
        // A lexicographic-priority simplex solver. No dependencies.
        .target(name: "ConstraintSolver"),
        // UIStackView semantics compiled onto the solver.
        .target(name: "StackLayout", dependencies: ["ConstraintSolver"]),
        // Documents, edits and UIKit's editing rules; the JSON interchange format.
        .target(name: "StackDocument", dependencies: ["StackLayout"]),
        // The SQLite document store: schema, revisions, event log, snapshots, undo and redo.
        .target(
            name: "DocumentStore",
            dependencies: ["StackDocument", "SchemaMigrations", "SQLiteDatabase", "PostgreSQLDatabase"],
            plugins: ["EmbedFiles"]
        ),
        // The replay service: diffs, replay, restore, layouts and pictures of any revision.
        .target(name: "DocumentHistory", dependencies: ["DocumentStore", "LayoutRendering", "StackDocument", "StackLayout"]),
        // Pictures of layouts and of diffs: SVG, and PNG through rsvg-convert.
        .target(name: "LayoutRendering", dependencies: ["StackDocument", "StackLayout"]),
        // Interface Builder (.storyboard, .xib) import: its own XML parser, IB -> documents.
        .target(name: "InterfaceBuilderImport", dependencies: ["StackDocument", "StackLayout"]),
        // Reading documents from files (JSON or Interface Builder, told apart by content) and from
        // a file's git history, and importing them into a store; comparing two files, and
        // Interface Builder files with their stored frames.
        .target(name: "DocumentImport", dependencies: ["DocumentHistory", "DocumentStore", "InterfaceBuilderImport", "StackDocument", "StackLayout"]),
        // Three-way merge of Interface Builder files by element identity, with semantic checks of the result.
        .target(name: "StoryboardMerge", dependencies: ["DocumentImport", "InterfaceBuilderImport", "StackDocument", "StackLayout"]),
        // Selectors over views (narrowed by the store where it can), blame from the event log, lint rules
        // and lint runs over store documents and Interface Builder files.
        .target(
            name: "DocumentQuery",
            dependencies: ["DocumentImport", "DocumentStore", "InterfaceBuilderImport", "StackDocument", "StackLayout"]),
        // The public library: re-exports the modules above, so that users write one import.
        .target(
            name: "StackDoc",
            dependencies: [
                "DocumentHistory", "DocumentImport", "DocumentQuery", "DocumentStore", "InterfaceBuilderImport", "LayoutRendering",
                "StackDocument", "StackLayout",
            ]),
        // The JSON that `--format json` prints and the HTTP API answers: one encoder for both.
        .target(
            name: "StackDocOutput",
            dependencies: ["DocumentHistory", "DocumentQuery", "DocumentStore", "StackDocument", "StackLayout"]),
        // `stackdoc serve`: the HTTP API, the history viewer page and its live updates.
        .target(
            name: "StackDocServer",
            dependencies: [
                "DocumentHistory", "DocumentQuery", "DocumentStore", "LayoutRendering", "StackDocOutput",
                "StackDocument", "StackLayout",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The page's HTML, script and style, embedded as text by EmbedFiles.
            exclude: ["Assets"],
            plugins: ["EmbedFiles"]),
        // The `stackdoc` commands, as a library so they can be tested in-process.
        .target(
            name: "StackDocCLI",
            dependencies: [
                "DocumentHistory", "DocumentImport", "DocumentQuery", "DocumentStore", "InterfaceBuilderImport", "LayoutRendering", "PostgreSQLDatabase",
                "StackDocOutput", "StackDocument", "StackLayout", "StoryboardMerge",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `stackdoc serve`, which `stackdoc` hands over to the program `stackdoc-serve` beside it,
        // so that no other command loads the HTTP server (half of the binary).
        .target(
            name: "StackDocServeCommand",
            dependencies: [
                "DocumentImport", "StackDocCLI", "StackDocServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The two programs, linked as `commandLineLinking` says.
        .executableTarget(
            name: "stackdoc", dependencies: ["StackDocCLI"],
            linkerSettings: commandLineLinking),
        .executableTarget(
            name: "stackdoc-serve", dependencies: ["StackDocServeCommand"],
            linkerSettings: commandLineLinking),

        // Build-time embedding of text files: Migrations/*.sql into the DocumentStore module
        // (each hashed as it is embedded, with SchemaMigrations' SHA-256, so that opening a store
        // hashes nothing), and a target's Assets/ (the server's page) into that target.
        .executableTarget(name: "file-embedder", dependencies: ["SchemaMigrations"], path: "Plugins/FileEmbedder"),
        .plugin(
            name: "EmbedFiles",
            capability: .buildTool(),
            dependencies: ["file-embedder"]
        ),

        // A seedable random number generator, so that randomised tests are reproducible.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        // Seeded generators of random documents and edits, for property tests.
        .target(name: "StackDocTestSupport", dependencies: ["StackDocument", "SeededRandom", "PostgreSQLDatabase"], path: "Tests/Support"),

        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "SeededRandom"]),
        .testTarget(name: "StackLayoutTests", dependencies: ["StackLayout", "SeededRandom"]),
        .testTarget(name: "SchemaMigrationsTests", dependencies: ["SchemaMigrations"]),
        .testTarget(name: "SQLiteDatabaseTests", dependencies: ["SchemaMigrations", "SQLiteDatabase", "file-embedder", "StackDocTestSupport"]),
        .testTarget(name: "PostgreSQLDatabaseTests", dependencies: ["PostgreSQLDatabase", "StackDocTestSupport"]),
        .testTarget(name: "StackDocumentTests", dependencies: ["StackDocument", "StackDocTestSupport", "SeededRandom"]),
        // Benchmarks (release builds): .build/release/{store,layout,lint,history,query}-benchmarks
        .target(name: "BenchmarkSupport", dependencies: ["StackLayout"], path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "store-benchmarks", dependencies: ["BenchmarkSupport", "DocumentStore", "StackDocument", "CSQLite", "PostgreSQLDatabase"],
            path: "Benchmarks/StoreBenchmarks"),

        .executableTarget(
            name: "query-benchmarks", dependencies: ["BenchmarkSupport", "DocumentStore", "StackDocument", "StackDocTestSupport", "stackdoc"],
            path: "Benchmarks/QueryBenchmarks"),
        // `stackdoc merge-files` on a 1,000-view storyboard: .build/release/merge-benchmarks
        .executableTarget(name: "merge-benchmarks", dependencies: ["StoryboardMerge", "stackdoc"], path: "Benchmarks/MergeBenchmarks"),
        .executableTarget(name: "layout-benchmarks", dependencies: ["BenchmarkSupport", "StackLayout"], path: "Benchmarks/LayoutBenchmarks"),
        .executableTarget(
            name: "lint-benchmarks",
            dependencies: ["BenchmarkSupport", "DocumentQuery", "DocumentStore", "StackDocument", "StackLayout", "stackdoc"],
            path: "Benchmarks/LintBenchmarks"),
        .executableTarget(
            name: "history-benchmarks",
            dependencies: ["BenchmarkSupport", "DocumentHistory", "DocumentStore", "StackDocument", "StackLayout"],
            path: "Benchmarks/HistoryBenchmarks"),

        // A writer process for the store's crash-safety and concurrency tests.
        .executableTarget(name: "stress-writer", dependencies: ["DocumentStore", "SQLiteDatabase", "StackDocTestSupport"], path: "Tests/StressWriter"),
        .testTarget(name: "DocumentStoreTests", dependencies: ["DocumentStore", "SchemaMigrations", "StackDocTestSupport", "SeededRandom", "stress-writer"]),
        .testTarget(
            name: "DocumentHistoryTests",
            dependencies: ["DocumentHistory", "DocumentStore", "LayoutRendering", "StackDocument", "StackLayout", "StackDocTestSupport", "SeededRandom"]),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: ["LayoutRendering", "DocumentHistory", "StackDocument", "StackLayout", "StackDocTestSupport"]),
        // A seeded mutation fuzzer of the Interface Builder importer: .build/release/ib-fuzz
        .target(
            name: "InterfaceBuilderFuzzing", dependencies: ["InterfaceBuilderImport", "SeededRandom", "StackDocument", "StackLayout"],
            path: "Fuzz/InterfaceBuilderFuzzing"),
        .executableTarget(
            name: "ib-fuzz", dependencies: ["InterfaceBuilderFuzzing", "InterfaceBuilderImport", "SeededRandom"],
            path: "Fuzz/InterfaceBuilderFuzzer"),
        // A seeded mutation fuzzer of the JSON path (documents and edit batches): .build/release/document-fuzz
        .target(
            name: "DocumentFuzzing",
            dependencies: [
                "DocumentHistory", "DocumentQuery", "InterfaceBuilderFuzzing", "InterfaceBuilderImport", "LayoutRendering", "SeededRandom",
                "StackDocTestSupport", "StackDocument", "StackLayout",
            ],
            path: "Fuzz/DocumentFuzzing"),
        .executableTarget(name: "document-fuzz", dependencies: ["DocumentFuzzing"], path: "Fuzz/DocumentFuzzer"),
        .testTarget(
            name: "DocumentFuzzTests",
            dependencies: [
                "DocumentFuzzing", "DocumentHistory", "DocumentStore", "LayoutRendering", "StackDocument", "StackLayout", "StackDocTestSupport",
                "SeededRandom", "DocumentQuery",
            ]),
        .testTarget(
            name: "InterfaceBuilderImportTests",
            dependencies: ["InterfaceBuilderImport", "StackDocument", "StackLayout", "SeededRandom", "StackDocTestSupport", "InterfaceBuilderFuzzing", "stackdoc"]),
        .testTarget(
            name: "DocumentQueryTests",
            dependencies: ["DocumentQuery", "DocumentHistory", "DocumentImport", "DocumentStore", "StackDocument", "StackLayout", "StackDocTestSupport", "SeededRandom"]),
        // Uses nothing but `import StackDoc`, as a library user would; runs the getting-started article.
        .testTarget(name: "StackDocTests", dependencies: ["StackDoc"]),
        .testTarget(
            name: "StackDocServerTests",
            dependencies: [
                "StackDocServer", "StackDocOutput", "DocumentStore", "StackDocument", "StackDocTestSupport", "stackdoc", "stackdoc-serve",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // 50 readers and 4 writers against a running `stackdoc serve`: .build/release/serve-load
        .executableTarget(name: "serve-load", dependencies: ["BenchmarkSupport"], path: "Benchmarks/ServeLoad"),
        .testTarget(
            name: "StoryboardMergeTests",
            dependencies: ["StoryboardMerge", "DocumentImport", "InterfaceBuilderImport", "StackDocument", "StackLayout", "SeededRandom", "StackDocTestSupport", "stackdoc"]),
        .testTarget(name: "DocumentImportTests", dependencies: ["DocumentImport", "DocumentStore", "StackDocument", "StackDocTestSupport"]),
        .testTarget(
            name: "StackDocCLITests",
            dependencies: [
                "StackDocCLI", "StackDocOutput", "stackdoc", "stackdoc-serve", "StackDocTestSupport", "SQLiteDatabase", "DocumentStore", "DocumentHistory",
                "DocumentQuery", "InterfaceBuilderImport", "PostgreSQLDatabase", "SeededRandom",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
