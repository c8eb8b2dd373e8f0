import ShaleModel

/// The entities whose classes Xcode generates too. Xcode writes the `NSManagedObject` subclass of every entity whose
/// Codegen (Data Model inspector) is Class Definition, and the properties extension of every Category/Extension
/// one, at build time, into DerivedData (Apple, "Generating code"). A set that writes those classes itself
/// (`managedClasses: true`) declares them a second time in an Xcode app target, which the compiler rejects
/// ("invalid redeclaration"); Slate's README: "Make sure that you set the Codegen property of each Entity to
/// `Manual/None`, since compiler-generated classes will conflict with those created by `slategen`." A Swift
/// package's build generates no classes.
enum XcodeCodegenOverlap {
    /// Reports one note for `model` when entities with a class of their own keep Xcode's generation, located at the
    /// first of them, naming them and the setting to change; nothing otherwise.
    /// - Parameter set: The name of the set that writes the classes, for the message.
    static func report(_ model: Model, set: String, to diagnostics: DiagnosticCollector) {
        let generated = model.entities.filter { $0.hasOwnClass && $0.codeGenerationType != .manual }
        guard let first = generated.first else { return }
        let settings = [(CodeGenerationType.class, "Class Definition"), (.category, "Category/Extension")]
            .compactMap { type, label -> String? in
                let names = generated.filter { $0.codeGenerationType == type }.map(\.name)
                guard !names.isEmpty else { return nil }
                // A mature model has dozens: the first few name the kind of change, the count the rest.
                return "\(label): " + Diagnostic.list(names, limit: 4)
            }
        let count = generated.count
        diagnostics.report(
            .note(
                "Xcode generates the classes of \(count) \(count == 1 ? "entity" : "entities") too, at build time "
                    + "(Codegen \(settings.joined(separator: "; "))): in an Xcode app target, the classes the \(set) "
                    + "set writes would be declared twice",
                at: first.location,
                hint: "set their Codegen to Manual/None in Xcode's Data Model inspector (the \(set) set does not read "
                    + "it); a Swift package's build generates no classes, so there nothing is declared twice"))
    }
}
