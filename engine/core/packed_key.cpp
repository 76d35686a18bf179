// packed_key.cpp: keys of an encoded object set or removed in place (packed_key.hpp).
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

namespace {

// An object's entries read one at a time: the key and where its value's bytes are.
struct ObjectEntries {
  PackReader r{nullptr, nullptr};
  uint64_t left = 0;
  std::string_view key, value;
  bool next() {
    if (left == 0) return false;
    --left;
    key = r.read_string_body();
    const char* at = r.position();
    r.skip();
    value = std::string_view(at, static_cast<size_t>(r.position() - at));
    return true;
  }
};

// The entries of `bytes` when it is an object (or an empty list); false otherwise.
bool open_object(std::string_view bytes, ObjectEntries& e) {
  if (bytes.empty()) return false;
  e.r = PackReader(bytes.data(), bytes.data() + bytes.size());
  const PackTag tag = e.r.read_tag();
  e.left = e.r.read_varint();
  return tag == PackTag::Object || (tag == PackTag::Array && e.left == 0);
}

bool encodes_nil(std::string_view value) { return value.size() == 1 && static_cast<PackTag>(value[0]) == PackTag::Null; }

}  // namespace

bool set_object_fields(std::string_view object, std::string_view fields, std::string& out) {
  ObjectEntries a, b;
  if (!open_object(object, a) || !open_object(fields, b)) return false;
  thread_local std::string body;  // the entries, written before their count is known
  body.clear();
  PackWriter w(body);
  uint64_t count = 0;
  bool has_a = a.next(), has_b = b.next();
  while (has_a || has_b) {
    if (has_a && (!has_b || a.key < b.key)) {  // a field not changed
      w.key(a.key);
      body.append(a.value);
      ++count;
      has_a = a.next();
      continue;
    }
    if (has_a && a.key == b.key) has_a = a.next();  // replaced (or removed)
    if (!encodes_nil(b.value)) {
      w.key(b.key);
      body.append(b.value);
      ++count;
    }
    has_b = b.next();
  }
  PackWriter(out).begin_object(count);
  out.append(body);
  return true;
}

}  // namespace rt
