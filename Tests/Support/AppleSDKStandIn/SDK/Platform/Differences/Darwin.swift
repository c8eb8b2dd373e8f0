// Darwin's C declarations where they differ from Glibc's, as Swift imports them from the macOS and iOS SDKs'
// headers (spawn.h: `typedef void *posix_spawn_file_actions_t;`, the same for `posix_spawnattr_t`; sys/types.h:
// `mode_t` is `__uint16_t`). Compiled into the module under check, these shadow Glibc's declarations of the same
// names; Glibc declares the two types as structs. Internal, so a module built with them does not pass them on.
// Bodies are fatalError(): type-checking only.

import Foundation

typealias posix_spawn_file_actions_t = UnsafeMutableRawPointer
typealias posix_spawnattr_t = UnsafeMutableRawPointer

func posix_spawn(
    _ pid: UnsafeMutablePointer<pid_t>!, _ path: UnsafePointer<CChar>!,
    _ file_actions: UnsafePointer<posix_spawn_file_actions_t?>!, _ attrp: UnsafePointer<posix_spawnattr_t?>!,
    _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>!, _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>!
) -> Int32 { fatalError() }
func posix_spawnp(
    _ pid: UnsafeMutablePointer<pid_t>!, _ file: UnsafePointer<CChar>!,
    _ file_actions: UnsafePointer<posix_spawn_file_actions_t?>!, _ attrp: UnsafePointer<posix_spawnattr_t?>!,
    _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>!, _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>!
) -> Int32 { fatalError() }
func posix_spawn_file_actions_init(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 {
    fatalError()
}
func posix_spawn_file_actions_destroy(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 {
    fatalError()
}
func posix_spawn_file_actions_addopen(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _ descriptor: Int32, _ path: UnsafePointer<CChar>!,
    _ flags: Int32, _ mode: UInt16
) -> Int32 { fatalError() }
func posix_spawn_file_actions_addclose(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _ descriptor: Int32
) -> Int32 { fatalError() }
func posix_spawn_file_actions_adddup2(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _ descriptor: Int32, _ newDescriptor: Int32
) -> Int32 { fatalError() }
func posix_spawnattr_init(_ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!) -> Int32 { fatalError() }
func posix_spawnattr_destroy(_ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!) -> Int32 { fatalError() }
