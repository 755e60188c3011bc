import StackDocServer

/// `serve`'s words for a refused `ServerConfiguration`: the flag that puts it right.
enum ServeFlagMessage {
    static func message(for error: ServerConfigurationError) -> String {
        switch error {
        case .tokenRequired(let host):
            "--host \(host) is not a loopback address: give --token TOKEN, which every request must then send as 'Authorization: Bearer TOKEN'"
        case .emptyToken: "--token: the token is empty"
        case .portOutOfRange(let port): "--port \(port): give a port from 0 to 65535"
        case .bodyLimitNotPositive(let size): "--max-body \(size): give a size of at least 1 byte"
        case .allowedHostInvalid(let name): "--allowed-host \"\(name)\": give a host name or an address, without a port (layouts.example.org, 192.168.1.5)"
        case .limitTooSmall, .timeoutNotPositive: error.description
        }
    }
}
