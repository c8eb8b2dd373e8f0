import Foundation
import Mustache
import ShaleMustache

/// `mustache`: the renderer alone, ShaleMustache against swift-mustache 2.1.1 (the engine Shale used before) on
/// the same template and the same data, in one run; checks both render the same bytes first.
func runMustache(_ options: Options) throws {
    let data = Workload.entity()
    let ours = try ShaleMustache.MustacheLibrary(templates: Workload.templates)
    guard let template = ours["entity"] else { throw BenchmarkError("the workload has no entity template") }
    var theirs = Mustache.MustacheLibrary()
    for (name, source) in Workload.templates.sorted(by: { $0.key < $1.key }) {
        theirs.register(try Mustache.MustacheTemplate(string: source), named: name)
    }
    let dictionary = MustacheValue(json: data)
    let typed = MustacheValue.object(TypedEntity(data))
    let reference = theirs.render(data, withTemplate: "entity") ?? ""
    let output = try template.render(typed)
    guard output == reference, try template.render(dictionary) == reference else {
        throw BenchmarkError("ShaleMustache and swift-mustache render different bytes")
    }
    let iterations = 2_000
    func best(_ iterations: Int, _ body: () -> Int) -> Double {
        var best = Double.infinity
        var sink = 0
        for _ in 0..<options.runs {
            let time = seconds { for _ in 0..<iterations { sink &+= body() } }
            best = min(best, time / Double(iterations) * 1e9)
        }
        if sink == 42 { print("") }  // keeps the work observable
        return best
    }
    let theirTime = best(iterations / 10) { theirs.render(data, withTemplate: "entity")?.utf8.count ?? 0 }
    let typedTime = best(iterations) { (try? template.render(typed))?.utf8.count ?? 0 }
    let dictionaryTime = best(iterations) { (try? template.render(dictionary))?.utf8.count ?? 0 }
    print("mustache: \(output.utf8.count) bytes per render, identical in both engines; best of \(options.runs) runs")
    print(String(format: "mustache: swift-mustache 2.1.1 %.0f ns/render", theirTime))
    print(
        String(
            format: "mustache: ShaleMustache, typed contexts %.0f ns/render (%.1fx swift-mustache's throughput)",
            typedTime, theirTime / typedTime))
    print(
        String(
            format: "mustache: ShaleMustache, dictionary data %.0f ns/render (%.1fx)",
            dictionaryTime, theirTime / dictionaryTime))
}
