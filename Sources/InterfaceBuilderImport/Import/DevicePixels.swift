/// How many pixels a point is on the design device, which Interface Builder rounds text sizes to.
enum DevicePixels {
    /// Devices drawn at three pixels a point; every other known iPhone and every iPad is @2x.
    static let threeX: Set<String> = [
        "retina5_5", "retina5_8", "retina5_9", "retina5_4", "retina6_0", "retina6_3", "retina6_5", "retina6_7",
        "retina6_9", "retina6_12", "retina6_72",
    ]

    /// The @2x iPhones; every iPad (`ipad...`) is @2x too.
    static let twoX: Set<String> = ["retina3_5", "retina4_0", "retina4_7", "retina6_1"]

    /// The scale of `<device id=>`, nil for a file without a device or with one not listed.
    static func scale(of device: String?) -> Double? {
        guard let device else { return nil }
        if threeX.contains(device) { return 3 }
        if twoX.contains(device) || device.hasPrefix("ipad") { return 2 }
        return nil
    }
}
