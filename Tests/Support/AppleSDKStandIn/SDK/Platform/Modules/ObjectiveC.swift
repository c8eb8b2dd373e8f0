// ObjectiveC, as far as `#if canImport(ObjectiveC)` needs it. `autoreleasepool(invoking:)`, which Foundation
// re-exports from it on Apple platforms, is in ../Differences/ObjectiveC.swift.
