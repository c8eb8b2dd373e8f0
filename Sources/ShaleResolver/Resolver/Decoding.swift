import ShaleModel
import ShaleReader

/// What every decoder shares: a list of diagnostics, and the elements that appear at several levels of a
/// model (fetch requests, userInfo dictionaries, renaming identifiers).
protocol Decoding {
    var diagnostics: DiagnosticCollector { get }
}

extension Decoding {
    mutating func decodeFetchRequest(_ element: XMLElement) -> FetchRequest {
        var reader = ElementReader(element)
        var request = FetchRequest(
            name: reader.required("name", diagnostics) ?? "",
            entity: reader.required("entity", diagnostics) ?? "",
            location: element.location
        )
        request.predicate = reader.string("predicateString")
        request.substitutionVariables = request.predicate.map(PredicateVariables.names(in:)) ?? []
        request.fetchLimit = reader.count("fetchLimit", diagnostics)
        request.fetchBatchSize = reader.count("fetchBatchSize", diagnostics)
        request.fetchOffset = reader.count("fetchOffset", diagnostics)
        if let text = reader.string("resultType") {
            if let number = Int(text), let type = FetchResultType(fileValue: number) {
                request.resultType = type
            } else {
                diagnostics.report(
                    .warning(
                        "resultType=\"\(text)\" is not 0, 1, 2 or 4; using managed objects",
                        at: element.location, hint: "choose the fetch request's result type again in Xcode"
                    ))
            }
        }
        // Options the file leaves out compile on (Core Data's defaults), except, as momc compiles them, property
        // values for object-ID results and pending changes for dictionary results.
        request.includesSubentities = reader.flag("includeSubentities", default: true, diagnostics)
        request.includesPropertyValues = reader.flag(
            "includePropertyValues", default: request.resultType != .managedObjectID, diagnostics
        )
        // Both spellings occur in the wild.
        let pendingDefault = request.resultType != .dictionary
        let pendingChanges = reader.flag("includesPendingChanges", default: pendingDefault, diagnostics)
        request.includesPendingChanges = reader.flag("includePendingChanges", default: pendingChanges, diagnostics)
        request.returnsObjectsAsFaults = reader.flag("returnObjectsAsFaults", default: true, diagnostics)
        request.returnsDistinctResults = reader.flag("returnDistinctResults", diagnostics)
        reader.finish(diagnostics)
        for child in element.children {
            element.warnUnknownChild(child, diagnostics)
        }
        return request
    }

    mutating func decodeUserInfo(_ element: XMLElement) -> [UserInfoEntry] {
        var entries: [UserInfoEntry] = []
        for child in element.onlyChildren(named: "entry", diagnostics) {
            var reader = ElementReader(child)
            let key = reader.required("key", diagnostics)
            let value = reader.string("value") ?? ""
            reader.finish(diagnostics)
            guard let key else { continue }
            if entries.contains(where: { $0.key == key }) {
                diagnostics.report(
                    .warning(
                        "userInfo key '\(key)' appears twice; the first value is used",
                        at: child.location, hint: "remove one of the entries in Xcode's user info editor"
                    ))
            }
            entries.append(UserInfoEntry(key: key, value: value, location: child.location))
        }
        return entries
    }
}

/// Reads the renaming identifier: Xcode writes `elementID`; older tools wrote `renamingIdentifier`.
func renamingIdentifier(_ reader: inout ElementReader) -> String? {
    let elementID = reader.string("elementID")
    let legacy = reader.string("renamingIdentifier")
    return elementID ?? legacy
}
