import StackLayout

/// A real device's screen, as Interface Builder simulates it (`<device id="retina6_12">`) and
/// as `--device` names it (`iphone15`): its size in points, the status bar its notch or
/// Dynamic Island makes, its home indicator, and the system's minimum side margin.
///
/// One table serves the Interface Builder importer (the design device of a file) and the
/// commands that lay documents out on a device, so that both agree.
public struct Device: Hashable, Sendable {
    /// The name `--device` takes: lower case, no spaces (`iphone15`).
    public let name: String
    /// The name people use (`iPhone 15`).
    public let displayName: String
    /// Interface Builder's id for the screen (`retina6_12`); several devices may share one.
    public let interfaceBuilderID: String
    /// Width and height in points, portrait.
    public let portraitSize: Size
    /// The portrait top inset of the safe area: the notch's or Dynamic Island's status bar, or
    /// 20 for the status bar of a device without one.
    public let statusBar: Double
    /// Whether the device has a notch or Dynamic Island (and a home indicator instead of a
    /// home button).
    public let hasNotch: Bool
    /// The inset of the notch or Dynamic Island on each side in landscape (the notch's depth,
    /// which a taller status bar in portrait does not change), 0 without one.
    public let landscapeNotch: Double
    /// Whether the device is an iPad.
    public let isPad: Bool
    /// The bottom inset of the home indicator in portrait (34 on iPhones, 20 on iPads with
    /// rounded corners), 0 on devices with a home button.
    public let homeIndicator: Double

    /// The home indicator's bottom inset on an iPhone in landscape.
    public static let landscapePhoneHomeIndicator = 21.0

    /// The system's minimum side margin of a view controller's view: 16 on iPhones narrower
    /// than 414 pt in portrait (in either orientation), 20 on wider iPhones and on iPads.
    public var sideMargin: Double { isPad || portraitSize.width >= 414 ? 20 : 16 }

    /// The side margin in an orientation: beside the notch of an iPhone in landscape it is 16,
    /// whatever the iPhone's width; otherwise `sideMargin`.
    public func sideMargin(landscape: Bool) -> Double { landscape && hasNotch ? 16 : sideMargin }

    /// The home indicator's bottom inset in an orientation (smaller on an iPhone in landscape).
    public func homeIndicator(landscape: Bool) -> Double {
        landscape && !isPad && homeIndicator > 0 ? Self.landscapePhoneHomeIndicator : homeIndicator
    }

    /// Whether the device is a large iPhone, regular-width in landscape (the Plus and Max
    /// models, the iPhone 11 and XR): 414 pt wide or more in portrait.
    public var isRegularWidthInLandscape: Bool { !isPad && portraitSize.width >= 414 }

    /// The screen in portrait or landscape: its canvas, safe area and root margins.
    public func screen(landscape: Bool) -> DeviceScreen {
        let canvas = landscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
        let safeArea: EdgeInsets
        let bottom = homeIndicator(landscape: landscape)
        switch (hasNotch, landscape) {
        case (true, false): safeArea = EdgeInsets(top: statusBar, leading: 0, bottom: bottom, trailing: 0)
        case (true, true): safeArea = EdgeInsets(top: 0, leading: landscapeNotch, bottom: bottom, trailing: landscapeNotch)
        case (false, false): safeArea = EdgeInsets(top: statusBar, leading: 0, bottom: bottom, trailing: 0)
        case (false, true): safeArea = EdgeInsets(top: isPad ? statusBar : 0, leading: 0, bottom: bottom, trailing: 0)  // iOS hides an iPhone's status bar in landscape
        }
        let side = sideMargin(landscape: landscape)
        let margins = EdgeInsets(top: safeArea.top, leading: safeArea.leading + side, bottom: safeArea.bottom, trailing: safeArea.trailing + side)
        return DeviceScreen(device: self, landscape: landscape, canvas: canvas, safeArea: safeArea, rootMargins: margins)
    }
}
