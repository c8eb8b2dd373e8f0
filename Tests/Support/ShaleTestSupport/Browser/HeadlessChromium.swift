import Foundation
import XCTest

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Chromium without a window, for tests that look at a page as a person would: Debian's `chromium` (or Chrome),
/// driven through the DevTools protocol over a pipe (`DevToolsPipe`).
///
/// A test that needs it calls `launch`: when no browser is installed it fails under CI (`CI=true`, where `.ci/run`
/// installs one) and skips with a message elsewhere, as `RequiredTool` decides.
package final class HeadlessChromium: @unchecked Sendable {
    /// The environment variable naming the browser's executable, instead of a search of the `PATH`.
    package static let executableVariable = "SHALE_CHROMIUM"
    /// The executables looked for on the `PATH`, in order.
    package static let names = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"]

    /// The protocol connection.
    package let pipe: DevToolsPipe
    private let profile: URL

    /// The browser's executable: `SHALE_CHROMIUM` when set, else the first of `names` on the `PATH`.
    package static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment[executableVariable], !path.isEmpty { return path }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            for name in names {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Starts a browser with a fresh profile; every wait of the session ends by `seconds` from now (times
    /// `SHALE_TIME_SCALE`).
    /// - Throws: `XCTSkip` when no browser is installed (`MissingTool`, a failure, under CI), or
    ///   `DevToolsPipe.Failure`.
    package static func launch(seconds: Double) throws -> HeadlessChromium {
        // With no browser found, RequiredTool skips, or fails under CI, saying what to install.
        let executable = try executable() ?? RequiredTool.find("chromium", package: "chromium").path
        return try HeadlessChromium(
            executable: executable,
            deadline: Date().addingTimeInterval(seconds * ShaleProcess.timeScale))
    }

    private init(executable: String, deadline: Date) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("shale-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var arguments = [
            "--headless", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
            "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
            "--force-color-profile=srgb", "--font-render-hinting=none",
        ]
        // Chromium refuses to run its sandbox as root, which a CI container often is.
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        pipe = try DevToolsPipe(executable: executable, arguments: arguments + ["about:blank"], deadline: deadline)
    }

    /// Opens `url` in a new tab of `viewport`'s size and colour scheme, recording what the page logs and
    /// requests, and waits until it has loaded.
    package func open(_ url: URL, viewport: Viewport) throws -> PageVisit {
        let target = try pipe.send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        let attached = try pipe.send("Target.attachToTarget", ["targetId": target, "flatten": true])
        guard let session = attached["sessionId"] as? String else {
            throw DevToolsPipe.Failure(description: "Target.attachToTarget returned no session")
        }
        for domain in ["Runtime", "Log", "Network", "Page"] { try pipe.send("\(domain).enable", session: session) }
        try pipe.send(
            "Emulation.setDeviceMetricsOverride",
            [
                "width": viewport.width, "height": viewport.height, "deviceScaleFactor": viewport.scale,
                "mobile": viewport.isMobile,
            ], session: session)
        try pipe.send(
            "Emulation.setEmulatedMedia",
            [
                "features": [["name": "prefers-color-scheme", "value": viewport.isDark ? "dark" : "light"]]
            ], session: session)
        let start = pipe.allEvents.count
        let navigation = try pipe.send("Page.navigate", ["url": url.absoluteString], session: session)
        if let error = navigation["errorText"] as? String {
            throw DevToolsPipe.Failure(description: "cannot open \(url.absoluteString): \(error)")
        }
        // The page's own load: after the main frame navigated to `url` (not the blank page the tab opened with).
        let navigated = try pipe.waitForEvent("Page.frameNavigated", session: session, after: start) { params in
            let frame = params["frame"] as? DevToolsPipe.Message
            return frame?["parentId"] == nil && frame?["url"] as? String == url.absoluteString
        }
        try pipe.waitForEvent("Page.loadEventFired", session: session, after: navigated.index)
        return PageVisit(url: url, session: session, target: target, browser: self, firstEvent: start)
    }

    /// Closes the browser and removes its profile.
    package func quit() {
        pipe.quit()
        try? FileManager.default.removeItem(at: profile)
    }
}

/// The size and colour scheme a page is shown in.
package struct Viewport: Sendable, Hashable {
    /// The width, in CSS pixels.
    package var width: Int
    /// The height, in CSS pixels.
    package var height: Int
    /// Device pixels per CSS pixel.
    package var scale: Double
    /// Whether the page is shown as on a phone (touch, mobile viewport rules).
    package var isMobile: Bool
    /// Whether the page is asked for its dark colour scheme (`prefers-color-scheme: dark`).
    package var isDark: Bool

    /// A viewport.
    package init(width: Int, height: Int, scale: Double = 1, isMobile: Bool = false, isDark: Bool = false) {
        self.width = width
        self.height = height
        self.scale = scale
        self.isMobile = isMobile
        self.isDark = isDark
    }

    /// A laptop's screen.
    package static let desktop = Viewport(width: 1280, height: 800)
    /// A phone's screen (an iPhone 15's CSS size), at twice the pixels.
    package static let phone = Viewport(width: 393, height: 852, scale: 2, isMobile: true)

    /// This viewport in the dark colour scheme.
    package var dark: Viewport {
        var viewport = self
        viewport.isDark = true
        return viewport
    }
}
