// local_address.hpp: where the local network is. The server listens for the local network only
// unless told otherwise: it serves peers on loopback and private address ranges, and tells
// phones the machine's own private address.
#pragma once
#include <string>

namespace rt::net {

// The first private IPv4 address of an interface that is up (10/8, 172.16/12, 192.168/16,
// 169.254/16), or "127.0.0.1" if there is none.
std::string local_network_address();

// Whether a peer's address (as the socket reports it) is on a local network: IPv4 loopback or
// the private ranges above; IPv6 loopback, unique-local (fc00::/7) or link-local (fe80::/10);
// an IPv4-mapped IPv6 address by its IPv4 part.
bool is_local_peer(const std::string& address);

}  // namespace rt::net
