/// All generated Swift files as one: what a SwiftPM build-tool plugin needs, since it must name its output files
/// before the model is read. One Shale header, the files' imports once each, then every file's declarations in
/// output order.
public enum CombinedOutput {
    /// The Swift files among `files` combined into one file's text.
    /// - Parameter source: What the header names as the input (relative paths only).
    public static func combine(_ files: [RenderedFile], source: String) -> String {
        var imports = Set<String>()
        var bodies: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)[...]
            // Drop the file's own header: its comment lines up to the first blank line.
            if lines.first?.hasPrefix(OutputNormalizer.headerMarker) == true {
                lines = lines.drop { !$0.isEmpty }
            }
            lines = lines.drop { $0.isEmpty }
            while let first = lines.first, first.hasPrefix("import ") || first.isEmpty {
                if first.hasPrefix("import ") { imports.insert(String(first)) }
                lines = lines.dropFirst()
            }
            bodies.append("// MARK: - \(file.root)/\(file.path)\n\n" + lines.joined(separator: "\n"))
        }
        let text = OutputNormalizer.swiftHeader(source: source) + imports.sorted().joined(separator: "\n") + "\n\n"
            + bodies.joined(separator: "\n\n")
        return OutputNormalizer.normalize(text)
    }
}
