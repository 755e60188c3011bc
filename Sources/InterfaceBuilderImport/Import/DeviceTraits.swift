import StackLayout

/// The size classes of the design device, which decide the `<variation>`s that apply.
struct DeviceTraits: Hashable, Sendable {
    enum SizeClass: String { case compact, regular }

    var widthClass: SizeClass?
    var heightClass: SizeClass?

    /// No design device (old "any width, any height" files): only the default variation applies.
    static let unspecified = DeviceTraits(widthClass: nil, heightClass: nil)

    /// The traits of `<device id= orientation=>`: iPads are regular both ways; iPhones are
    /// compact-width regular-height in portrait, compact-height in landscape (regular width on
    /// the large models).
    init(device: String?, orientation: String?) {
        guard let device else {
            self = .unspecified
            return
        }
        let landscape = orientation == "landscape"
        if device.hasPrefix("ipad") {
            self.init(widthClass: .regular, heightClass: .regular)
        } else if landscape {
            let large = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"].contains(device)
            self.init(widthClass: large ? .regular : .compact, heightClass: .compact)
        } else {
            self.init(widthClass: .compact, heightClass: .regular)
        }
    }

    init(widthClass: SizeClass?, heightClass: SizeClass?) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    /// How many conditions a variation key such as `heightClass=regular-widthClass=compact`
    /// states, if all of them hold for these traits; nil when one does not (or the key is not
    /// a size-class key). `default` holds with 0 conditions.
    func specificity(ofVariation key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let wanted = SizeClass(rawValue: parts[1]) else { return nil }
            switch parts[0] {
            case "widthClass": guard widthClass == wanted else { return nil }
            case "heightClass": guard heightClass == wanted else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// The screen size of a known design device in portrait, for files whose root has no stored frame.
    static func screenSize(of device: String?, orientation: String?) -> Size? {
        let sizes: [String: Size] = [
            "retina3_5": Size(width: 320, height: 480), "retina4_0": Size(width: 320, height: 568),
            "retina4_7": Size(width: 375, height: 667), "retina5_5": Size(width: 414, height: 736),
            "retina5_9": Size(width: 375, height: 812),
            "retina5_4": Size(width: 375, height: 812), "retina6_3": Size(width: 402, height: 874),
            "retina6_9": Size(width: 440, height: 956), "retina6_1": Size(width: 414, height: 896),
            "retina6_5": Size(width: 414, height: 896), "retina6_0": Size(width: 390, height: 844),
            "retina6_7": Size(width: 428, height: 926), "retina6_12": Size(width: 393, height: 852),
            "retina6_72": Size(width: 430, height: 932), "ipad9_7": Size(width: 768, height: 1024),
            "ipad10_2": Size(width: 810, height: 1080), "ipad10_5": Size(width: 834, height: 1112),
            "ipad11": Size(width: 834, height: 1194), "ipad12_9": Size(width: 1024, height: 1366),
        ]
        guard let device, let size = sizes[device] else { return nil }
        return orientation == "landscape" ? Size(width: size.height, height: size.width) : size
    }
}
