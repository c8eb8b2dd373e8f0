import ShaleFuzzing

/// The pipeline fuzz target; see `FuzzTarget.pipeline` and `Scripts/fuzz`.
@main
enum FuzzPipeline {
    static func main() {
        FuzzDriver.main(.pipeline)
    }
}
