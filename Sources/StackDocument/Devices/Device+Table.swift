import StackLayout

extension Device {
    /// Every device `--device` knows, phones from the smallest, then iPads: each Interface
    /// Builder screen (every id Xcode writes in `<device id=>`) under the name of its
    /// best-known device, which `interfaceBuilder(_:)` answers, followed by the later devices
    /// that share its screen (the iPhone 16 and 17 families, the iPad Air 13-inch). Sizes,
    /// status bars and notches as current iOS has them; iPads with rounded corners have a
    /// 24-pt status bar and a 20-pt home indicator.
    public static let all: [Device] = [
        phone("iphone4s", "iPhone 4s", "retina3_5", 320, 480),
        phone("iphonese1", "iPhone SE (1st generation)", "retina4_0", 320, 568),
        phone("iphonese", "iPhone SE", "retina4_7", 375, 667),
        phone("iphone8plus", "iPhone 8 Plus", "retina5_5", 414, 736),
        phone("iphone12mini", "iPhone 12 mini", "retina5_4", 375, 812, notch: 50),
        phone("iphonex", "iPhone X", "retina5_9", 375, 812, notch: 50, landscapeNotch: 44),
        phone("iphone14", "iPhone 14", "retina6_0", 390, 844, notch: 47),
        phone("iphone16e", "iPhone 16e", "retina6_0", 390, 844, notch: 47),
        phone("iphone15", "iPhone 15", "retina6_12", 393, 852, notch: 59),
        phone("iphone16", "iPhone 16", "retina6_12", 393, 852, notch: 59),
        phone("iphone16pro", "iPhone 16 Pro", "retina6_3", 402, 874, notch: 62),
        phone("iphone17", "iPhone 17", "retina6_3", 402, 874, notch: 62),
        phone("iphone17pro", "iPhone 17 Pro", "retina6_3", 402, 874, notch: 62),
        phone("iphone11", "iPhone 11", "retina6_1", 414, 896, notch: 48, landscapeNotch: 44),
        phone("iphone11promax", "iPhone 11 Pro Max", "retina6_5", 414, 896, notch: 44),
        phone("iphone14plus", "iPhone 14 Plus", "retina6_7", 428, 926, notch: 47),
        phone("iphone15plus", "iPhone 15 Plus", "retina6_72", 430, 932, notch: 59),
        phone("iphone16plus", "iPhone 16 Plus", "retina6_72", 430, 932, notch: 59),
        phone("iphone16promax", "iPhone 16 Pro Max", "retina6_9", 440, 956, notch: 62),
        phone("iphone17promax", "iPhone 17 Pro Max", "retina6_9", 440, 956, notch: 62),
        pad("ipadmini", "iPad mini (5th generation)", "ipad7_9", 768, 1024),
        pad("ipadmini6", "iPad mini (6th generation)", "ipad8_3rounded", 744, 1133, rounded: true),
        pad("ipad", "iPad (9.7-inch)", "ipad9_7", 768, 1024),
        pad("ipad10", "iPad (10.2-inch)", "ipad10_2", 810, 1080),
        pad("ipadair", "iPad Air (10.5-inch)", "ipad10_5", 834, 1112),
        pad("ipad10thgeneration", "iPad (10th generation)", "ipad10_9", 820, 1180, rounded: true),
        pad("ipadair4", "iPad Air (4th generation)", "ipad10_9rounded", 820, 1180, rounded: true),
        pad("ipadpro11", "iPad Pro (11-inch)", "ipad11", 834, 1194),
        pad("ipadpro11rounded", "iPad Pro (11-inch, rounded corners)", "ipad11_0rounded", 834, 1194, rounded: true),
        pad("ipadpro12", "iPad Pro (12.9-inch)", "ipad12_9", 1024, 1366),
        pad("ipadpro12rounded", "iPad Pro (12.9-inch, 3rd generation)", "ipad12_9rounded", 1024, 1366, rounded: true),
        pad("ipadair13", "iPad Air (13-inch)", "ipad12_9rounded", 1024, 1366, rounded: true),
        pad("ipadpro13", "iPad Pro (13-inch)", "ipad13_0rounded", 1032, 1376, rounded: true),
    ]

    /// The device `--device` names: by `name` or Interface Builder id, case and spaces
    /// ignored (`iphone15`, `iPhone 15`, `retina6_12`). O(devices).
    public static func named(_ text: String) -> Device? {
        let key = normalized(text)
        return all.first { normalized($0.name) == key || $0.interfaceBuilderID == key || normalized($0.displayName) == key }
    }

    /// The device of Interface Builder's screen id `id` (`retina6_12`). O(devices).
    public static func interfaceBuilder(_ id: String) -> Device? {
        all.first { $0.interfaceBuilderID == id }
    }

    /// The known name nearest to `text`, for "did you mean" (`NearestName`).
    public static func nearestName(to text: String) -> String? {
        NearestName.closest(to: normalized(text), among: all.map(\.name) + all.map(\.interfaceBuilderID))
    }

    private static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "-" })
    }

    private static func phone(
        _ name: String, _ display: String, _ id: String, _ width: Double, _ height: Double, notch: Double? = nil, landscapeNotch: Double? = nil
    ) -> Device {
        Device(
            name: name, displayName: display, interfaceBuilderID: id, portraitSize: Size(width: width, height: height),
            statusBar: notch ?? 20, hasNotch: notch != nil, landscapeNotch: landscapeNotch ?? notch ?? 0, isPad: false,
            homeIndicator: notch == nil ? 0 : 34)
    }

    private static func pad(_ name: String, _ display: String, _ id: String, _ width: Double, _ height: Double, rounded: Bool = false) -> Device {
        Device(
            name: name, displayName: display, interfaceBuilderID: id, portraitSize: Size(width: width, height: height),
            statusBar: rounded ? 24 : 20, hasNotch: false, landscapeNotch: 0, isPad: true, homeIndicator: rounded ? 20 : 0)
    }
}
