import ShaleTranslation

/// The context goldens as files: each golden case's contexts, with every repeated part written once.
///
/// The contexts go through in a fixed order: the cases in `GoldenOutputTests.cases` order, each case's files from
/// the shortest JSON to the longest, then by path. An object or array whose JSON text is at least `minimumLength`
/// bytes long and equals one already written is replaced by a reference to that first occurrence,
/// `{"$ref": "CASE/ROOT/PATH.json#POINTER"}`: a file under `Golden/Contexts` and a JSON pointer (RFC 6901) into
/// it, empty for the whole file. A reference points at the first occurrence, which is written out (its own
/// repeated parts may be references in turn), never at a reference. So an entity's context is written in full
/// once, in its own file, and the model file's `entities` refer to it; an attribute shared by several lists is
/// written once, and a context two cases share once, in the earlier case. A change to a shared part shows in the
/// golden diff once, where it is written in full, and `expand` turns the files back into the contexts rendered.
struct ContextGoldens {
    /// The shortest JSON text that is written once and referenced: shorter parts stay inline (a reference and
    /// its path take about a hundred bytes).
    static let minimumLength = 200

    /// Each written file's path (under `Golden/Contexts`) → its value, references in.
    private(set) var files: [String: ContextJSON.Value] = [:]
    /// The JSON text of every part written in full → where (`PATH#POINTER`).
    private var firstPlaces: [String: String] = [:]

    /// Adds the file `path` (under `Golden/Contexts`) holding `context`; returns its text, references in.
    mutating func add(_ context: ContextJSON.Value, at path: String) -> String {
        let shared = share(context, in: path, pointer: "")
        files[path] = shared
        return ContextJSON.encode(shared)
    }

    private mutating func share(_ value: ContextJSON.Value, in path: String, pointer: String) -> ContextJSON.Value {
        switch value {
        case .null, .string, .bool, .number: return value
        case .array, .object:
            let text = ContextJSON.encode(value)
            if text.utf8.count >= Self.minimumLength {
                if let place = firstPlaces[text] { return .object([ContextJSON.Member("$ref", .string(place))]) }
                firstPlaces[text] = "\(path)#\(pointer)"
            }
            if case .array(let elements) = value {
                return .array(elements.enumerated().map { share($1, in: path, pointer: "\(pointer)/\($0)") })
            }
            guard case .object(let members) = value else { return value }
            return .object(
                members.map {
                    ContextJSON.Member(
                        $0.name, share($0.value, in: path, pointer: pointer + "/" + Self.escape($0.name)))
                })
        }
    }

    /// `value` with every reference replaced by what it points at, as rendered.
    /// - Returns: nil when a reference points at no file or no part of one.
    func expand(_ value: ContextJSON.Value) -> ContextJSON.Value? {
        switch value {
        case .null, .string, .bool, .number: return value
        case .array(let elements):
            let expanded = elements.compactMap(expand)
            return expanded.count == elements.count ? .array(expanded) : nil
        case .object(let members):
            if members.count == 1, members[0].name == "$ref", case .string(let place) = members[0].value {
                return resolve(place).flatMap(expand)
            }
            let expanded = members.compactMap { member in
                expand(member.value).map { ContextJSON.Member(member.name, $0) }
            }
            return expanded.count == members.count ? .object(expanded) : nil
        }
    }

    /// The part `place` (`PATH#POINTER`) names, references in.
    private func resolve(_ place: String) -> ContextJSON.Value? {
        let parts = place.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, var value = files[String(parts[0])] else { return nil }
        for token in parts[1].split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = Self.unescape(String(token))
            switch value {
            case .array(let elements):
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                value = elements[index]
            case .object(let members):
                guard let member = members.first(where: { $0.name == key }) else { return nil }
                value = member.value
            default: return nil
            }
        }
        return value
    }

    /// A key as a JSON pointer token (RFC 6901: `~` as `~0`, `/` as `~1`).
    private static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
