/// The bars a storyboard's containers put around a view controller's view: a navigation bar
/// when it is (or is pushed onto) the root of a navigation controller, a tab bar when it is
/// (or its navigation controller is) a tab of a tab bar controller, or the bars Interface
/// Builder is told to simulate (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`).
/// They push the safe area in by the bars' heights. Segues count wherever they sit in a scene
/// (on the controller, or on a cell, button or bar button item of its view).
///
/// A navigation controller stores its bar's frame as Interface Builder simulated it (below the
/// status bar, or at the top of a sheet, 56 tall): the controllers it shows keep the bar's
/// bottom edge as their top inset (`navigationBarBottom`). Files saved before Xcode 8 store the
/// bar at y = 0 although it sits below the status bar.
///
/// An opaque bar (`translucent="NO"`) does not cover the view: the view starts below it (or
/// ends above it), so it adds nothing to the safe area and takes the status bar's inset with it.
struct ContainerBars {
    var navigationBar: Set<String> = []
    var tabBar: Set<String> = []
    /// Controllers whose navigation bar is opaque: their view lies below it.
    var opaqueNavigationBar: Set<String> = []
    /// Controllers whose tab bar is opaque: their view ends above it.
    var opaqueTabBar: Set<String> = []
    /// The bottom edge of the stored navigation bar frame of the controller's navigation controller.
    var navigationBarBottom: [String: Double] = [:]
    /// Navigation bars with large titles or prompts, taller than modelled: (controller, line).
    var tallBars: [String: Int] = [:]

    static let navigationBarHeight: Double = 44
    static let tabBarHeight: Double = 49

    /// Reads the relationship and push segues of every scene of a storyboard saved by the
    /// Xcode `screen` says.
    init(storyboard document: XMLElement, screen: SimulatedScreen) {
        var controllers: [XMLElement] = []
        for scenes in document.elements(named: "scenes") {
            for scene in scenes.elements(named: "scene") {
                for objects in scene.elements(named: "objects") { controllers += objects.elements }
            }
        }
        var rootOf: [String: [String]] = [:]
        var tabsOf: [String: [String]] = [:]
        var pushes: [String: [String]] = [:]
        for controller in controllers {
            guard let id = controller[attribute: "id"] else { continue }
            for segue in Self.segues(in: controller) {
                guard let destination = segue[attribute: "destination"] else { continue }
                switch (segue[attribute: "kind"], segue[attribute: "relationship"]) {
                case ("relationship", "rootViewController"): rootOf[id, default: []].append(destination)
                case ("relationship", "viewControllers"): tabsOf[id, default: []].append(destination)
                case ("show", _), ("push", _): pushes[id, default: []].append(destination)
                default: break
                }
            }
            for metrics in controller.elements where metrics[attribute: "key"] == "simulatedTopBarMetrics" {
                if metrics.name == "simulatedNavigationBarMetrics" { navigationBar.insert(id) }
                if metrics.name == "simulatedNavigationBarMetrics", metrics[attribute: "translucent"] == "NO" { opaqueNavigationBar.insert(id) }
                if metrics.flag("prompted") { tallBars[id] = metrics.position.line }
            }
            for metrics in controller.elements where metrics[attribute: "key"] == "simulatedBottomBarMetrics" {
                if metrics.name == "simulatedTabBarMetrics" { tabBar.insert(id) }
                if metrics.name == "simulatedTabBarMetrics", metrics[attribute: "translucent"] == "NO" { opaqueTabBar.insert(id) }
            }
        }
        for controller in controllers where controller.name == "navigationController" {
            guard let id = controller[attribute: "id"], !controller.flag("navigationBarHidden") else { continue }
            let bar = controller.elements.first { $0.name == "navigationBar" }
            guard bar?.flag("hidden") != true else { continue }
            navigationBar.formUnion(rootOf[id] ?? [])
            if bar?[attribute: "translucent"] == "NO" { opaqueNavigationBar.formUnion(rootOf[id] ?? []) }
            if let frame = try? bar?.element(named: "rect", key: "frame")?.rect(), frame.height > 0 {
                let top = frame.y == 0 && !screen.savedByXcode(since: SimulatedScreen.firstXcode8) ? screen.statusBarHeight : frame.y
                for root in rootOf[id] ?? [] { navigationBarBottom[root] = top + frame.height }
            } else if let bar, bar.flag("prefersLargeTitles") {
                for root in rootOf[id] ?? [] { tallBars[root] = bar.position.line }
            }
        }
        for (controller, tabs) in tabsOf {
            let opaque = controllers.first { $0[attribute: "id"] == controller }?.elements
                .first { $0.name == "tabBar" }?[attribute: "translucent"] == "NO"
            for tab in tabs {
                tabBar.insert(tab)
                tabBar.formUnion(rootOf[tab] ?? [])
                if opaque {
                    opaqueTabBar.insert(tab)
                    opaqueTabBar.formUnion(rootOf[tab] ?? [])
                }
            }
        }
        // Pushed controllers share their navigation controller's bars.
        var pending = Array(navigationBar)
        while let id = pending.popLast() {
            for destination in pushes[id] ?? [] where navigationBar.insert(destination).inserted {
                pending.append(destination)
                if tabBar.contains(id) { tabBar.insert(destination) }
                if opaqueTabBar.contains(id) { opaqueTabBar.insert(destination) }
                if opaqueNavigationBar.contains(id) { opaqueNavigationBar.insert(destination) }
                if let bottom = navigationBarBottom[id] { navigationBarBottom[destination] = bottom }
                if let line = tallBars[id] { tallBars[destination] = line }
            }
        }
    }

    init() {}

    /// Every `<segue>` of a controller: in its own `<connections>` and in those of the views,
    /// cells and items it holds.
    static func segues(in controller: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        var pending = controller.elements
        while let element = pending.popLast() {
            if element.name == "segue" {
                found.append(element)
            } else {
                pending += element.elements
            }
        }
        return found
    }
}
