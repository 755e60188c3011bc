import StackDocument
import StackLayout

/// The screen Interface Builder simulated around a view controller's view when it saved a file:
/// the design device's status bar, notch and home indicator in the file's orientation, as the
/// Xcode version that saved the file (`toolsVersion`) drew them, and the system's minimum side
/// margins for that screen.
///
/// - Devices without a notch: a 20-pt status bar, except in files saved by Xcode 11 and 12,
///   which simulated none (and none on an iPhone in landscape, where iOS hides it).
/// - Devices with a notch, portrait: the status bar the notch makes (44 on the first models; 47,
///   48, 50, 59 or 62 on later ones: `notchTop`) and a 34-pt home indicator. Landscape: no top
///   inset, the notch's inset on both sides (the device may turn either way), 21 at the bottom.
///   The status bars changed with iOS versions, and Xcode drew each file's as its own iOS did:
///   the iPhone X (`retina5_9`) 44 before Xcode 14, 50 since; the iPhone 11 (`retina6_1`) 44
///   before Xcode 13, 48 since.
/// - iPads with rounded corners: a 24-pt status bar and a 20-pt home indicator.
struct SimulatedScreen: Hashable, Sendable {
    /// The `<device id=>` of the file, if any.
    var device: String?
    var landscape: Bool
    /// The integer part of the file's `toolsVersion`, if it has one.
    var toolsVersion: Int?

    /// The first toolsVersion of Xcode 8 (the first to store a navigation bar below the status bar).
    static let firstXcode8 = 11_000
    /// The first toolsVersion of Xcode 9 (iOS 11: safe areas, margins that include them).
    static let firstXcode9 = 13_000
    /// The first toolsVersion of Xcode 11 (betas 148xx, the first with `appearance=`): no
    /// simulated status bar on devices without a notch, until Xcode 13.
    static let firstXcode11 = 14_800
    /// The first toolsVersion of Xcode 12 (iOS 14).
    static let firstXcode12 = 17_000
    /// The first toolsVersion of Xcode 13 (iOS 15): status bars on every device again, and a
    /// 48-pt one on the iPhone 11 / XR.
    static let firstXcode13 = 19_000
    /// The first toolsVersion of Xcode 14 (iOS 16: a 50-pt status bar on the iPhone X).
    static let firstXcode14 = 21_000

    init(device: String?, orientation: String?, toolsVersion: String?) {
        self.device = device
        landscape = orientation == "landscape"
        self.toolsVersion = toolsVersion.flatMap { text in Int(text.prefix { $0.isNumber }) }
    }

    /// Whether the file was saved by `version` or a later Xcode (files without a toolsVersion
    /// count as recent).
    func savedByXcode(since version: Int) -> Bool { (toolsVersion ?? .max) >= version }

    /// The listed device of the file's id, if any.
    var known: Device? { device.flatMap(Device.interfaceBuilder) }

    /// The portrait status bar height of a device with a notch or Dynamic Island (`Device`),
    /// nil for other devices. Xcode before 13 drew 44 on the iPhone 11 / XR (`retina6_1`), and
    /// before 14 on the iPhone X (`retina5_9`).
    var notchTop: Double? {
        guard let known, known.hasNotch else { return nil }
        if known.interfaceBuilderID == "retina6_1", !savedByXcode(since: Self.firstXcode13) { return 44 }
        if known.interfaceBuilderID == "retina5_9", !savedByXcode(since: Self.firstXcode14) { return 44 }
        return known.statusBar
    }

    var isPhone: Bool { device.map { !$0.hasPrefix("ipad") } ?? true }

    /// Whether the Xcode that saved the file simulated no status bar on devices without a notch
    /// (Xcode 11 and 12).
    var hidesStatusBar: Bool { savedByXcode(since: Self.firstXcode11) && !savedByXcode(since: Self.firstXcode13) }

    /// The safe-area insets of a full-screen view, before any bar: the known device's
    /// (`Device.screen(landscape:)`) with the status bar the saving Xcode drew (`notchTop`,
    /// `hidesStatusBar`); for another device, a 20-pt status bar (none where iOS or that Xcode
    /// hid it) and no home indicator.
    var safeArea: EdgeInsets {
        guard let known else {
            return EdgeInsets(top: hidesStatusBar || (landscape && isPhone) ? 0 : 20, leading: 0, bottom: 0, trailing: 0)
        }
        var insets = known.screen(landscape: landscape).safeArea
        if let notch = notchTop {
            if !landscape { insets.top = notch }
        } else if hidesStatusBar {
            insets.top = 0
        }
        return insets
    }

    /// The status bar's height: the top inset a navigation bar sits below.
    var statusBarHeight: Double { safeArea.top }

    /// The system's minimum side margin of a view controller's view (and of a table's cells):
    /// 16 on iPhones narrower than 414 pt in portrait (in either orientation) and beside the
    /// notch of any iPhone in landscape, 20 on wider iPhones and on iPads. Without a known design
    /// device, by the canvas: 20 from 414 pt on (the old "any size" canvases are 600 wide).
    func sideMargin(canvasWidth: Double) -> Double {
        if !isPhone { return 20 }
        if let known { return known.sideMargin(landscape: landscape) }
        return canvasWidth >= 414 ? 20 : 16
    }
}
