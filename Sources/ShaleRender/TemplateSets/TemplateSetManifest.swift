/// What a template set's `manifest.yml` says: the files it renders, where they go, and its options.
///
/// ```yaml
/// name: slate
/// summary: Slate 2.x immutable models and Core Data entity classes.
/// parent: base            # optional: a set whose templates and partials this one reuses
/// translator: slate        # optional: which translator makes its contexts (default: the parent's, else slate)
/// immutableModels: true    # the set writes immutable models beside the Core Data classes
/// managedClasses: true     # the set writes NSManagedObject subclasses, which Xcode's Codegen would declare again
/// options:
///   - int-cast             # an option the translator reads, by name: its type, default and summary are declared
///                          # once, in Swift (`SlateOptions`)
///   - name: header-note    # an option only the set's templates read (`model.options`), declared here
///     type: text           # bool, choice (with values:), identifier, transform, modules or text
///     default: ""
///     summary: A line the templates put under the header.
/// outputs:
///   - template: ImmutableModel     # ImmutableModel.mustache
///     scope: entity                # model | entity | diff | bundle
///     root: models                 # the output folder it goes to
///     path: "{{immutable.fileName}}.swift"
///     when: hasOwnClass            # optional: render only where this Boolean key is true
///     header: swift                # optional: Shale's header (swift, the default) or none
///     normalized: true             # optional: false keeps the template's bytes (no normaliser)
///     each: swiftData.stages       # optional (bundle scope): one file per element of this list key
///     ownership: generated         # optional: user writes the file once and never again (the user's to finish)
/// ```
package struct TemplateSetManifest: Sendable, Hashable, Codable {
    /// An option the set exposes: a name alone for one its translator reads (declared once, in the translator's
    /// `SetOptions`), or a full declaration for one only its templates read.
    package struct Option: Sendable, Hashable, Codable {
        /// The option's name, as given to `--option NAME=VALUE`.
        package var name: String
        /// The name of its type (`OptionType.named(_:values:)`); `text` when not given. For an option the
        /// translator reads, the translator's declaration fixes it, and a different one is an error.
        package var type: String?
        /// The words a `choice` option takes.
        package var values: [String]?
        /// The value used when none is given; for an option the translator reads, the declaration's when not
        /// given (a set may give its own).
        package var `default`: String?
        /// What the option does; for an option the translator reads, the declaration's when not given.
        package var summary: String?

        /// An option entry with these fields.
        package init(
            name: String, type: String? = nil, values: [String]? = nil, default: String? = nil,
            summary: String? = nil
        ) {
            self.name = name
            self.type = type
            self.values = values
            self.default = `default`
            self.summary = summary
        }

        /// Every key an option entry may have.
        enum CodingKeys: String, CodingKey, CaseIterable { case name, type, values, `default`, summary }

        /// Reads `- int-cast` (a name alone) or `- name: …` with its fields.
        package init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                self.init(name: name)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                name: try container.decode(String.self, forKey: .name),
                type: try container.decodeIfPresent(String.self, forKey: .type),
                values: try container.decodeIfPresent([String].self, forKey: .values),
                default: try container.decodeIfPresent(String.self, forKey: .default),
                summary: try container.decodeIfPresent(String.self, forKey: .summary))
        }
    }

    /// How often an output is rendered.
    package enum Scope: String, Sendable, Hashable, Codable {
        /// Once for the whole model.
        case model
        /// Once per entity, in model order.
        case entity
        /// Once per `shale diff` report; the `template` name is the format `--format` selects.
        case diff
        /// Once for the whole bundle, every version at hand (`BundleContext`): versioned schemas, say.
        case bundle
    }

    /// One kind of file the set renders.
    package struct Output: Sendable, Hashable, Codable {
        /// The template's name: its file name without `.mustache`.
        package var template: String
        /// Whether it renders once or once per entity.
        package var scope: Scope
        /// The output folder it is written to; `shale generate --output ROOT=DIR` maps roots to folders.
        package var root: String
        /// A Mustache pattern for the file's path inside its root, rendered with the same context.
        package var path: String
        /// Whether the file gets Shale's Swift header (`swift`, the default) or none (`none`).
        package var header: Header?
        /// Whether the file goes through Shale's normaliser (`true`, the default). `false` keeps the bytes the
        /// template renders — blank lines in a row, trailing spaces — for a set that must equal another tool's
        /// output byte for byte (the `xcode` set); its template then ends the file with a newline itself.
        package var normalized: Bool?
        /// A Boolean key of the context: when given, the file is rendered only where it is true (`hasOwnClass`
        /// skips entities whose objects are plain `NSManagedObject`s, as Xcode does).
        package var when: String?
        /// For `scope: bundle` outputs, a list key of the bundle context (dotted through nested contexts, such as
        /// `swiftData.customStages`): the file is rendered once per element, with the element's keys in front of
        /// the bundle's (as a section over the list would push it). `path` must then differ per element.
        package var each: String?
        /// Who owns the file once it exists: Shale (`generated`, the default) or the user (`user`).
        package var ownership: Ownership?

        /// Whether the file is the user's: written once when missing, never overwritten or pruned.
        package var isUserOwned: Bool { ownership == .user }

        /// Every key an output may have.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case template, scope, root, path, header, normalized, when, each, ownership
        }
    }

    /// Who owns an output's file once it is on disk.
    package enum Ownership: String, Sendable, Hashable, Codable {
        /// Shale: the file is rewritten whenever its bytes change, checked by `--check`, pruned when no longer
        /// generated; its header says not to edit it.
        case generated
        /// The user: a file a person finishes (a migration stage's code). It is written only when missing, never
        /// overwritten or pruned, and `--check` only requires that it exists; its header says it is the user's.
        case user
    }

    /// The header Shale puts on top of a rendered file.
    package enum Header: String, Sendable, Hashable, Codable {
        /// `// Generated by shale from …. Do not edit.` and the formatter and linter opt-outs.
        case swift
        /// No header; such files are never pruned as stale.
        case none
    }

    /// The set's name.
    package var name: String
    /// One line on what the set generates.
    package var summary: String
    /// A set whose templates and partials this one inherits; its own files override same-named ones.
    package var parent: String?
    /// The translator that makes the set's contexts (`TranslatorKind`); the parent's when not given.
    package var translator: String?
    /// Removed: how sets named their translator before `translator:`. Read only to report it, at its line, with
    /// the `translator:` to write instead.
    package var contexts: [String]?
    /// Whether the set writes immutable models beside the Core Data classes, so an immutable type named like
    /// its entity's class is an error.
    package var immutableModels: Bool?
    /// Whether the set writes the entities' `NSManagedObject` subclasses, as Xcode's own generation does for
    /// entities whose Codegen is Class Definition or Category/Extension: `generate` then notes those entities
    /// (`XcodeCodegenOverlap`). The set's own outputs, so not taken from a parent.
    package var managedClasses: Bool?
    /// The options the set exposes, in the order `shale templates show` lists them.
    package var options: [Option]
    /// The files the set renders, in order.
    package var outputs: [Output]

    /// Every key a manifest may have at its top level (`contexts` only to report it).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, summary, parent, translator, contexts, immutableModels, managedClasses, options, outputs
    }
}
