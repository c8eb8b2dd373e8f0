import ShaleRender

/// Help texts that cost more than a run can afford, computed only when help is printed.
///
/// ArgumentParser evaluates every `help:` of a command each time it builds that command's arguments, several times
/// a parse, whether or not help is printed. `generate --option`'s list of every built-in set's options loads and
/// key-checks every set (about 25 times what the rest of a small `shale generate` costs), so its help names the list
/// only once `ShaleCommand.main()` knows the run ends by printing help.
enum HelpText {
    /// Whether the run ends by printing help (`--help`, `-h`, `shale help ...`), set by `ShaleCommand.main()`.
    nonisolated(unsafe) static var isPrinting = false

    /// The help of `generate --option` (and of every option taking a built-in set's options): the options of each
    /// built-in set when help is printed, a pointer to `shale templates show` otherwise.
    static var templateOption: String {
        let start = "A template set option, such as int-cast=false. Repeatable."
        guard isPrinting else { return start + " `shale templates show SET` lists a set's options." }
        return start + " Built-in sets take: " + TemplateSetLoader.builtinOptionSummary + "."
    }
}
