// packed_key.cpp: one key of an encoded object set or removed in place (packed_key.hpp).
#include "packed_key.hpp"

#include <cstdint>
#include <string>

namespace rt {

bool set_object_key(Packed& object, std::string_view key, std::string_view item) {
  const std::string& b = object.bytes();
  PackReader r(b);
  const PackTag tag = r.read_tag();
  const uint64_t n = r.read_varint();
  if (tag != PackTag::Object && !(tag == PackTag::Array && n == 0)) return false;
  const bool remove = item.size() == 1 && static_cast<PackTag>(item[0]) == PackTag::Null;
  const size_t entries = static_cast<size_t>(r.position() - b.data());
  // The entry at or after `key`: [from, to) is the entry to replace (empty when it is absent).
  size_t from = b.size(), to = b.size();
  bool found = false;
  for (uint64_t k = 0; k < n; ++k) {
    const size_t at = static_cast<size_t>(r.position() - b.data());
    const std::string_view here = r.read_string_body();
    if (here >= key) {
      from = at;
      found = here == key;
      if (found) r.skip();
      to = found ? static_cast<size_t>(r.position() - b.data()) : at;
      break;
    }
    r.skip();
  }
  if (!found && remove) {
    if (tag == PackTag::Array) object = Packed::empty_object();
    return true;
  }
  const uint64_t count = found ? (remove ? n - 1 : n) : n + 1;
  std::string out;
  out.reserve(b.size() + key.size() + item.size() + 2);
  PackWriter w(out);
  w.begin_object(count);
  out.append(b, entries, from - entries);
  if (!remove) {
    w.key(key);
    out.append(item);
  }
  out.append(b, to, std::string::npos);
  object = Packed::from_bytes(std::move(out));
  return true;
}

}  // namespace rt
