import ShaleFuzzing

/// The reader fuzz target; see `FuzzTarget.reader` and `Scripts/fuzz`.
@main
enum FuzzReader {
    static func main() {
        FuzzDriver.main(.reader)
    }
}
