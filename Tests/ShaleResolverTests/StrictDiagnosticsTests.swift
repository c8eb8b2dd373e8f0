import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The strict collector tests run the pipeline with: it fails a test on every diagnostic the test did not declare.
final class StrictDiagnosticsTests: XCTestCase {
    private let location = SourceLocation(file: "M.xcdatamodel/contents", line: 3, column: 5)

    func test_anUnexpectedWarning_isReported_withItsTextInTheFailure() {
        let strict = StrictDiagnostics()
        strict.collector.report(.warning("unknown attribute 'x' on <entity> is ignored", at: location))
        XCTAssertEqual(strict.unexpected.map(\.message), ["unknown attribute 'x' on <entity> is ignored"])
        let message = strict.failureMessage ?? ""
        XCTAssertTrue(message.hasPrefix("1 diagnostic the test did not expect"), message)
        XCTAssertTrue(message.contains("M.xcdatamodel/contents:3:5: warning: unknown attribute 'x'"), message)
    }

    func test_anUnexpectedError_isReportedToo() {
        let strict = StrictDiagnostics(expecting: [.warning("has no inverse")])
        strict.collector.report(.error("relationship 'owner' has no inverse", at: location))
        XCTAssertEqual(strict.unexpected.count, 1, "a warning's expectation does not allow an error")
    }

    func test_aDeclaredWarning_passes_bySubstringOrCode() {
        let strict = StrictDiagnostics(expecting: ["is ignored", .code("model-no-inverse")])
        strict.collector.report(.warning("unknown attribute 'x' on <entity> is ignored", at: location))
        strict.collector.report(
            Diagnostic(
                .warning, "relationship 'owner' has no inverse", at: location,
                code: "model-no-inverse"))
        XCTAssertEqual(strict.unexpected, [])
        XCTAssertNil(strict.failureMessage)
        XCTAssertEqual(strict.reported.count, 2)
    }

    func test_expectationsAddedLater_allowWhatWasAlreadyReported() {
        let strict = StrictDiagnostics()
        strict.collector.report(.warning("defaultValueString is ignored", at: location))
        XCTAssertEqual(strict.unexpected.count, 1)
        strict.expect(.warning("is ignored"))
        XCTAssertNil(strict.failureMessage)
    }

    func test_reportsFromSeveralThreads_areAllRecorded() {
        let strict = StrictDiagnostics()
        let location = location
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            strict.collector.report(.warning("warning \(index)", at: location))
        }
        XCTAssertEqual(strict.reported.count, 100)
        XCTAssertEqual(strict.unexpected.count, 100)
        XCTAssertTrue(strict.failureMessage?.hasPrefix("100 diagnostics the test did not expect") == true)
    }

    func test_strictCollector_withTheModelsWarningDeclared_passes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.model(#"<entity name="A" madeUpByANewerXcode="1"/>"#)
        let collector = strictCollector(expecting: [.warning("unknown attribute 'madeUpByANewerXcode'")])
        let model = ModelLoader.load(path: path, diagnostics: collector)?.current
        XCTAssertEqual(model?.entities.map(\.name), ["A"])
        XCTAssertEqual(collector.count, 1, "the warning was reported, and allowed")
    }
}
