import StackDocument
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
            let large = Device.interfaceBuilder(device)?.isRegularWidthInLandscape ?? false
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

    /// The screen size of a known design device (`Device`) in the file's orientation, for
    /// files whose root has no stored frame.
    static func screenSize(of device: String?, orientation: String?) -> Size? {
        guard let size = device.flatMap(Device.interfaceBuilder)?.portraitSize else { return nil }
        return orientation == "landscape" ? Size(width: size.height, height: size.width) : size
    }
}
