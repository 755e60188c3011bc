// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StackDoc",
    products: [
        .executable(name: "stackdoc", targets: ["stackdoc"]),
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "StackDocument", targets: ["StackDocument"]),
        .library(name: "DocumentStore", targets: ["DocumentStore"]),
        .library(name: "DocumentHistory", targets: ["DocumentHistory"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "InterfaceBuilderImport", targets: ["InterfaceBuilderImport"]),
        .library(name: "DocumentQuery", targets: ["DocumentQuery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The system SQLite, linked directly.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // A small wrapper over CSQLite: connections, statements, transactions, migrations.
        .target(name: "SQLiteDatabase", dependencies: ["CSQLite"]),
        // A lexicographic-priority simplex solver. No dependencies.
        .target(name: "ConstraintSolver"),
        // UIStackView semantics compiled onto the solver.
        .target(name: "StackLayout", dependencies: ["ConstraintSolver"]),
        // Documents, edits and UIKit's editing rules; the JSON interchange format.
        .target(name: "StackDocument", dependencies: ["StackLayout"]),
        // The SQLite document store: schema, revisions, event log, snapshots, undo and redo.
        .target(
            name: "DocumentStore",
            dependencies: ["StackDocument", "SQLiteDatabase"],
            plugins: ["EmbedMigrations"]
        ),
        // The replay service: diffs, replay, restore, layouts of any revision.
        .target(name: "DocumentHistory", dependencies: ["DocumentStore", "StackDocument", "StackLayout"]),
        // Pictures of layouts and of diffs: SVG, and PNG through rsvg-convert.
        .target(name: "LayoutRendering", dependencies: ["DocumentHistory", "StackDocument", "StackLayout"]),
        // Interface Builder (.storyboard, .xib) import: its own XML parser, IB -> documents.
        .target(name: "InterfaceBuilderImport", dependencies: ["StackDocument", "StackLayout"]),
        // Selectors over views (run in SQL where they can), blame from the event log, lint rules.
        .target(
            name: "DocumentQuery",
            dependencies: ["DocumentHistory", "DocumentStore", "StackDocument", "StackLayout", "SQLiteDatabase"]),
        // The `stackdoc` commands, as a library so they can be tested in-process.
        .target(
            name: "StackDocCLI",
            dependencies: [
                "DocumentHistory", "DocumentQuery", "DocumentStore", "InterfaceBuilderImport", "LayoutRendering", "StackDocument",
                "StackLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "stackdoc", dependencies: ["StackDocCLI"]),

        // Build-time embedding of Migrations/*.sql into the DocumentStore module.
        .executableTarget(name: "migration-embedder", path: "Plugins/MigrationEmbedder"),
        .plugin(
            name: "EmbedMigrations",
            capability: .buildTool(),
            dependencies: ["migration-embedder"]
        ),

        // A seedable random number generator, so that randomised tests are reproducible.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        // Seeded generators of random documents and edits, for property tests.
        .target(name: "StackDocTestSupport", dependencies: ["StackDocument", "SeededRandom"], path: "Tests/Support"),

        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "SeededRandom"]),
        .testTarget(name: "StackLayoutTests", dependencies: ["StackLayout", "SeededRandom"]),
        .testTarget(name: "SQLiteDatabaseTests", dependencies: ["SQLiteDatabase", "migration-embedder"]),
        .testTarget(name: "StackDocumentTests", dependencies: ["StackDocument", "StackDocTestSupport"]),
        // Benchmarks (release builds): .build/release/{store,layout,lint,history,query}-benchmarks
        .target(name: "BenchmarkSupport", dependencies: ["StackLayout"], path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "store-benchmarks", dependencies: ["BenchmarkSupport", "DocumentStore", "StackDocument", "CSQLite"],
            path: "Benchmarks/StoreBenchmarks"),

        .executableTarget(
            name: "query-benchmarks", dependencies: ["BenchmarkSupport", "DocumentStore", "StackDocument", "StackDocTestSupport", "stackdoc"],
            path: "Benchmarks/QueryBenchmarks"),
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
        .executableTarget(name: "stress-writer", dependencies: ["DocumentStore", "StackDocTestSupport"], path: "Tests/StressWriter"),
        .testTarget(name: "DocumentStoreTests", dependencies: ["DocumentStore", "StackDocTestSupport", "SeededRandom", "stress-writer"]),
        .testTarget(
            name: "DocumentHistoryTests",
            dependencies: ["DocumentHistory", "DocumentStore", "StackDocument", "StackLayout", "StackDocTestSupport", "SeededRandom"]),
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
        .testTarget(
            name: "InterfaceBuilderImportTests",
            dependencies: ["InterfaceBuilderImport", "StackDocument", "StackLayout", "SeededRandom", "StackDocTestSupport", "InterfaceBuilderFuzzing", "stackdoc"]),
        .testTarget(
            name: "DocumentQueryTests",
            dependencies: ["DocumentQuery", "DocumentHistory", "DocumentStore", "StackDocument", "StackLayout", "StackDocTestSupport", "SeededRandom"]),
        .testTarget(name: "StackDocCLITests", dependencies: ["StackDocCLI", "stackdoc", "StackDocTestSupport", "SQLiteDatabase"]),
    ],
    swiftLanguageModes: [.v6]
)
