/// The bounds the reader enforces on untrusted input.
///
/// libxml2 adds its own: element nesting is capped at 256 levels, and names and text nodes at its
/// default (non-`XML_PARSE_HUGE`) sizes.
package enum ReaderLimits {
    /// The largest model file the reader accepts: 128 MiB, about 50 times the largest real model seen
    /// and enough for 50,000 entities.
    package static let maximumFileSize = 128 << 20

    /// The largest `.xccurrentversion` property list the reader accepts.
    package static let maximumVersionInfoSize = 1 << 20
}
