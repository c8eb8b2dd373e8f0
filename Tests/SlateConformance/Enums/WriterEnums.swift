// The enums the conformance model's userInfo names (`enum` keys), as a Slate user writes them by hand.

/// A writer's genre, stored as its raw string.
public enum WriterGenre: String, Sendable {
    case fiction
    case poetry
    case essay
}

/// A writer's standing, stored as its raw integer.
public enum WriterStatus: Int, Sendable {
    case active = 0
    case retired = 1
    case deceased = 2
}
