// Stand-in for Xcode's XcodeProjectPlugin module, declared from Apple's documentation
// (developer.apple.com/documentation/xcodeprojectplugin) and the module's published interface: the API a package
// plugin uses to work on a target of an Xcode project. Xcode ships the module; no Linux toolchain has it. It is
// built against the toolchain's own PackagePlugin (the module SwiftPM and Xcode both give plugins), so the types it
// shares with SwiftPM's API (`Command`, `FileList`, `File`, `Path`, `PathList`, `PluginContext.Tool`) are the real
// ones. Bodies are `fatalError()`: the module is only type-checked against, never run.

import Foundation
import PackagePlugin

/// The context Xcode gives a plugin that works on an Xcode project: the project, a folder the plugin may write to,
/// and the tools the plugin depends on.
public struct XcodePluginContext {
    /// The Xcode project the plugin works on.
    public let xcodeProject: XcodeProject

    /// The folder the plugin and the commands it creates may write to.
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public var pluginWorkDirectory: Path { fatalError() }

    /// The folder the plugin and the commands it creates may write to.
    public let pluginWorkDirectoryURL: URL

    /// The tool named `name` that the plugin depends on; throws when there is none.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

/// An Xcode project: its files and its targets.
public struct XcodeProject {
    /// The project's identifier.
    public typealias ID = String
    /// The project's identifier.
    public let id: ID
    /// The project's name, as Xcode shows it.
    public let displayName: String

    /// The folder that holds the project.
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public var directory: Path { fatalError() }

    /// The folder that holds the project.
    public let directoryURL: URL
    /// Every file the project refers to.
    public let filePaths: PathList
    /// The project's targets.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's identifier.
    public typealias ID = String
    /// The target's identifier.
    public let id: ID
    /// The target's name, as Xcode shows it.
    public let displayName: String
    /// The product the target builds, if any.
    public let product: XcodeProduct?
    /// The files the target builds: its sources and resources.
    public let inputFiles: FileList
}

/// The product an Xcode target builds.
public struct XcodeProduct {
    /// The product's identifier.
    public typealias ID = String
    /// The product's identifier.
    public let id: ID
    /// The product's name.
    public let name: String
    /// The kind of product.
    public let kind: Kind

    /// The kinds of product.
    public enum Kind {
        /// An app.
        case application
        /// A command-line tool.
        case executable
        /// A framework.
        case framework
        /// A library.
        case library
        /// Another kind, by its product type identifier.
        case other(String)
    }
}

/// A build tool plugin that also works on the targets of Xcode projects.
public protocol XcodeBuildToolPlugin {
    /// The commands that build `target` of the project in `context`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that also works on Xcode projects.
public protocol XcodeCommandPlugin {
    /// Performs the command on the project in `context`, with the arguments the user gave.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
