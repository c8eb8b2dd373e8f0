import Foundation

/// A page open in `HeadlessChromium`: what it logged and requested since it started loading, its DOM through
/// JavaScript evaluated by DevTools (outside the page's content security policy), and screenshots.
package struct PageVisit: @unchecked Sendable {
    /// Something the page printed to its console or the browser logged about it.
    package struct Message: Sendable, Hashable, CustomStringConvertible {
        /// Where it came from: `console`, `exception`, or the browser log's source (`security`, `network`...).
        package var source: String
        /// Its level: `error`, `warning`, `log`, `info`...
        package var level: String
        /// Its text.
        package var text: String

        package var description: String { "\(source) \(level): \(text)" }
    }

    /// The page's address.
    package let url: URL
    let session: String
    let target: String
    let browser: HeadlessChromium
    let firstEvent: Int

    /// This page's events, in order.
    private var events: [(method: String, params: DevToolsPipe.Message)] {
        browser.pipe.allEvents[firstEvent...].compactMap { event in
            guard event["sessionId"] as? String == session, let method = event["method"] as? String else { return nil }
            return (method, event["params"] as? DevToolsPipe.Message ?? [:])
        }
    }

    /// Every request the page made, by URL, in order (`Network.requestWillBeSent`), its own document included.
    package var requests: [String] {
        events.compactMap { event in
            event.method == "Network.requestWillBeSent"
                ? (event.params["request"] as? DevToolsPipe.Message)?["url"] as? String : nil
        }
    }

    /// The requests that leave the page: every one but the page's own document and `data:` URLs.
    package var outsideRequests: [String] {
        requests.filter { $0 != url.absoluteString && !$0.hasPrefix("data:") }
    }

    /// The requests the browser refused to send (`Network.loadingFailed` with a `blockedReason`, such as `csp`), by
    /// URL: attempts a content security policy stopped.
    package var blockedRequests: [String] {
        var urls: [String: String] = [:]
        var blocked: [String] = []
        for event in events {
            guard let id = event.params["requestId"] as? String else { continue }
            if event.method == "Network.requestWillBeSent" {
                urls[id] = (event.params["request"] as? DevToolsPipe.Message)?["url"] as? String
            } else if event.method == "Network.loadingFailed", event.params["blockedReason"] != nil {
                blocked.append(urls[id] ?? id)
            }
        }
        return blocked
    }

    /// Console calls (`Runtime.consoleAPICalled`), uncaught exceptions (`Runtime.exceptionThrown`), dialogs
    /// (`alert`...) and the browser's log entries (`Log.entryAdded`: blocked loads, content security policy
    /// violations...).
    package var messages: [Message] {
        events.compactMap { event in
            switch event.method {
            case "Runtime.consoleAPICalled":
                let arguments = event.params["args"] as? [DevToolsPipe.Message] ?? []
                let text = arguments.map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " ")
                return Message(source: "console", level: event.params["type"] as? String ?? "", text: text)
            case "Runtime.exceptionThrown":
                let details = event.params["exceptionDetails"] as? DevToolsPipe.Message ?? [:]
                let exception = details["exception"] as? DevToolsPipe.Message
                return Message(
                    source: "exception", level: "error",
                    text: exception?["description"] as? String ?? details["text"] as? String ?? "")
            case "Page.javascriptDialogOpening":
                return Message(source: "dialog", level: "error", text: event.params["message"] as? String ?? "")
            case "Log.entryAdded":
                let entry = event.params["entry"] as? DevToolsPipe.Message ?? [:]
                return Message(
                    source: entry["source"] as? String ?? "log", level: entry["level"] as? String ?? "",
                    text: entry["text"] as? String ?? "")
            default:
                return nil
            }
        }
    }

    /// What a clean page has none of: a request leaving it, an exception, and any console message or log entry
    /// at warning level or above.
    package var problems: [String] {
        outsideRequests.map { "request leaving the page: \($0)" }
            + messages.filter { ["error", "warning", "assert"].contains($0.level) }.map(\.description)
    }

    /// The value of the JavaScript `expression` in the page, as JSON would carry it.
    package func evaluate(_ expression: String) throws -> Any? {
        let result = try browser.pipe.send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true],
            session: session)
        if let details = result["exceptionDetails"] as? DevToolsPipe.Message {
            throw DevToolsPipe.Failure(description: "evaluating \(expression) threw: \(details)")
        }
        return (result["result"] as? DevToolsPipe.Message)?["value"]
    }

    /// A PNG of the whole page, from its top to its end, or of the first element matching the CSS `selector`.
    package func screenshot(of selector: String? = nil) throws -> Data {
        var clip: [String: Any]
        if let selector {
            let literal = String(decoding: try JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
            let box =
                try evaluate(
                    """
                    (() => { const r = document.querySelector(\(literal)[0]).getBoundingClientRect();
                             return [r.left + scrollX, r.top + scrollY, r.width, r.height] })()
                    """) as? [Double] ?? []
            guard box.count == 4 else { throw DevToolsPipe.Failure(description: "no element matches \(selector)") }
            clip = ["x": box[0], "y": box[1], "width": box[2], "height": box[3]]
        } else {
            let metrics = try browser.pipe.send("Page.getLayoutMetrics", session: session)
            let size = metrics["cssContentSize"] as? DevToolsPipe.Message ?? [:]
            clip = ["x": 0, "y": 0, "width": size["width"] ?? 0, "height": size["height"] ?? 0]
        }
        clip["scale"] = 1
        let shot = try browser.pipe.send(
            "Page.captureScreenshot",
            [
                "format": "png", "captureBeyondViewport": true, "clip": clip,
            ], session: session)
        guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw DevToolsPipe.Failure(description: "Page.captureScreenshot returned no image")
        }
        return data
    }

    /// Closes the page's tab.
    package func close() {
        _ = try? browser.pipe.send("Target.closeTarget", ["targetId": target])
    }
}
