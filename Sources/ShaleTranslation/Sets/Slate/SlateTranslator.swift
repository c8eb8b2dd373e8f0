/// The translator of the `slate` set (and of custom sets that name no other): Slate 2 immutable models beside
/// Core Data entity classes, made by the Slate 2 part with the `slate` set's options.
package struct SlateTranslator: SlateFamilySetTranslator {
    package typealias Options = SlateOptions
    package let translator: EntityTranslator
    package static let slotTypes = TranslatorKind.shaleRuntimeSlots

    package init(translator: EntityTranslator) { self.translator = translator }
}

extension SlateOptions: SlateFamilySetOptions {}

extension TranslatorKind {
    /// `slate`: Slate 2 immutable models and Core Data entity classes.
    package static let slate = TranslatorKind("slate", translator: SlateTranslator.self)
}
