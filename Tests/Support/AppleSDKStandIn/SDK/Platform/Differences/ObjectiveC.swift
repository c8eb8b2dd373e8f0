// ObjectiveC's declarations that Foundation re-exports on Apple platforms and Linux lacks, for the members the
// package uses. Compiled into the module under check, internal so that a module built with it does not pass it
// on; bodies are fatalError(): type-checking only.

/// developer.apple.com/documentation/objectivec/autoreleasepool(invoking:): module ObjectiveC's, which Foundation
/// re-exports; Linux has none (ShaleRuntime declares one where ObjectiveC cannot be imported).
func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { fatalError() }
