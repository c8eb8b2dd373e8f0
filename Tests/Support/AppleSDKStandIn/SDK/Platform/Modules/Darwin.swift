// Darwin, as far as `#if canImport(Darwin)` and `import Darwin` need it: Linux's Glibc, which Linux's Foundation
// re-exports, stands in for what the two C libraries declare alike. What Darwin declares otherwise is in
// ../Differences/Darwin.swift, compiled into the module under check.
