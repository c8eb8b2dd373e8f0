import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The text of an SVG document's `<text>` elements, entities decoded, in document order.
final class SVGText: NSObject, XMLParserDelegate {
    private var texts: [String] = []
    private var current: String?

    /// The texts of `svg`; `nil` when it is not well-formed XML.
    static func texts(in svg: String) -> [String]? {
        let reader = SVGText()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader.texts
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text = current {
            texts.append(text)
            current = nil
        }
    }
}
