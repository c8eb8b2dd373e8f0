/// What the app writes beside the generated records: it uses them as any other type of the target.
public func shelfLabel(_ shelf: ShelfRecord, books: [BookRecord]) -> String {
    "\(shelf.label ?? "unlabelled"): " + books.map(\.title).joined(separator: ", ")
}
