// local_address.cpp: the local network's addresses (local_address.hpp).
#include "local_address.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <cstring>

namespace rt::net {

namespace {

bool private_v4(uint32_t host_order, bool with_loopback) {
  const uint32_t a = host_order >> 24, b = (host_order >> 16) & 0xff;
  if (with_loopback && a == 127) return true;
  return a == 10 || (a == 172 && b >= 16 && b <= 31) || (a == 192 && b == 168) || (a == 169 && b == 254);
}

}  // namespace

std::string local_network_address() {
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return "127.0.0.1";
  std::string found, link_local;
  for (ifaddrs* i = list; i; i = i->ifa_next) {
    if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP) || (i->ifa_flags & IFF_LOOPBACK))
      continue;
    const auto* sin = reinterpret_cast<const sockaddr_in*>(i->ifa_addr);
    const uint32_t host = ntohl(sin->sin_addr.s_addr);
    if (!private_v4(host, false)) continue;
    char text[INET_ADDRSTRLEN] = {};
    inet_ntop(AF_INET, &sin->sin_addr, text, sizeof text);
    if ((host >> 16) == 0xa9fe) {  // link-local only if nothing better
      if (link_local.empty()) link_local = text;
    } else if (found.empty()) {
      found = text;
    }
  }
  freeifaddrs(list);
  if (!found.empty()) return found;
  return link_local.empty() ? "127.0.0.1" : link_local;
}

bool is_local_peer(const std::string& address) {
  in_addr v4{};
  if (inet_pton(AF_INET, address.c_str(), &v4) == 1) return private_v4(ntohl(v4.s_addr), true);
  in6_addr v6{};
  if (inet_pton(AF_INET6, address.c_str(), &v6) != 1) return false;
  if (IN6_IS_ADDR_LOOPBACK(&v6) || IN6_IS_ADDR_LINKLOCAL(&v6)) return true;
  if ((v6.s6_addr[0] & 0xfe) == 0xfc) return true;  // unique local
  if (IN6_IS_ADDR_V4MAPPED(&v6)) {
    uint32_t mapped;
    std::memcpy(&mapped, v6.s6_addr + 12, 4);
    return private_v4(ntohl(mapped), true);
  }
  return false;
}

}  // namespace rt::net
