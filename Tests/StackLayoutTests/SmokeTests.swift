import Testing
import StackLayout

@Test func smokeCase1() {
    for distribution in [Distribution.fill, .fillEqually] {
        let scene = Build.scene(canvas: Size(width: 200, height: 200), root: "s", [
            Build.stack("s", .horizontal, distribution, .center, spacing: 10, items: ["a", "b", "c"]),
            Build.leaf("a", 40, 20), Build.leaf("b", 60, 30), Build.leaf("c", 20, 10),
        ])
        for decomposition in [true, false] {
            let result = LayoutEngine.layout(scene, options: .init(decomposition: decomposition))
            print(distribution, decomposition, result.views.map { "\($0.id) \($0.frame)" }, result.brokenConstraints)
        }
    }
}
