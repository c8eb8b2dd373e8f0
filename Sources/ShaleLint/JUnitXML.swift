/// A JUnit XML report: the Ant/Surefire format that GitLab (`artifacts:reports:junit`), Jenkins (`junit`) and
/// Bitrise read, as Jenkins's `junit-10.xsd` describes it (`Tests/Fixtures/JUnit`). Deterministic: no timestamps,
/// host names or durations.
package struct JUnitXML: Sendable, Hashable {
    /// One `<testsuite>`: a model, or a comparison of two versions.
    package struct Suite: Sendable, Hashable {
        /// The suite's name.
        package var name: String
        /// Its test cases, in order.
        package var cases: [Case]

        /// Creates a suite.
        package init(name: String, cases: [Case]) {
            self.name = name
            self.cases = cases
        }
    }

    /// One `<testcase>`: a rule checked on a model, or one step of a migration.
    package struct Case: Sendable, Hashable {
        /// The case's name.
        package var name: String
        /// What dashboards group it under.
        package var classname: String
        /// Why it failed; `nil` when it passed.
        package var failure: Failure?
        /// What it found that does not fail it, as `<system-out>`; empty for none.
        package var output: String

        /// Creates a case.
        package init(name: String, classname: String, failure: Failure? = nil, output: String = "") {
            self.name = name
            self.classname = classname
            self.failure = failure
            self.output = output
        }
    }

    /// A `<failure>`: its type (a rule's id), a one-line message, and the full text (locations and hints).
    package struct Failure: Sendable, Hashable {
        /// The rule's id, or what failed.
        package var type: String
        /// One line.
        package var message: String
        /// Every finding, compiler-style, one per line.
        package var text: String

        /// Creates a failure.
        package init(type: String, message: String, text: String) {
            self.type = type
            self.message = message
            self.text = text
        }
    }

    /// The `<testsuites>` name: the command.
    package var name: String
    /// The suites, in order.
    package var suites: [Suite]

    /// Creates a report.
    package init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// The document, UTF-8 with its XML declaration, two-space indentation, ending with a newline.
    package var xml: String {
        func failures(_ cases: [Case]) -> Int { cases.filter { $0.failure != nil }.count }
        let all = suites.flatMap(\.cases)
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out +=
            "<testsuites name=\"\(Self.attribute(name))\" tests=\"\(all.count)\" failures=\"\(failures(all))\" "
            + "errors=\"0\">\n"
        for suite in suites {
            out +=
                "  <testsuite name=\"\(Self.attribute(suite.name))\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(failures(suite.cases))\" errors=\"0\" skipped=\"0\">\n"
            for testCase in suite.cases {
                let open =
                    "    <testcase name=\"\(Self.attribute(testCase.name))\" "
                    + "classname=\"\(Self.attribute(testCase.classname))\""
                guard testCase.failure != nil || !testCase.output.isEmpty else {
                    out += open + "/>\n"
                    continue
                }
                out += open + ">\n"
                if let failure = testCase.failure {
                    out +=
                        "      <failure type=\"\(Self.attribute(failure.type))\" "
                        + "message=\"\(Self.attribute(failure.message))\">\(Self.text(failure.text))</failure>\n"
                }
                if !testCase.output.isEmpty {
                    out += "      <system-out>\(Self.text(testCase.output))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// `value` as XML character data: `&`, `<` and `>` escaped, characters XML 1.0 cannot hold replaced by U+FFFD.
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// `value` inside double quotes: as `text(_:)`, with `"` and the whitespace a parser would normalise away
    /// (tab, line feed, carriage return) as character references.
    static func attribute(_ value: String) -> String {
        var out = ""
        for scalar in text(value).unicodeScalars {
            switch scalar {
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
