// counter_fields.cpp: some fields of one item of a list counter changed (counter_fields.hpp).
#include "counter_fields.hpp"

#include "packed_key.hpp"

namespace rt {

bool list_item(const Packed& list, uint64_t index, std::string_view& out, const ListTail* tail) {
  const std::string& b = list.bytes();
  PackReader r(b);
  if (r.read_tag() != PackTag::Array) return false;
  const uint64_t n = r.read_varint();
  if (index >= n) return false;
  if (index + 1 == n && tail && tail->at != 0 && tail->count == n) {
    out = std::string_view(b).substr(tail->at);
    return true;
  }
  for (uint64_t k = 0; k < index; ++k) r.skip();
  const char* at = r.position();
  r.skip();
  out = std::string_view(at, static_cast<size_t>(r.position() - at));
  return true;
}

std::string set_counter_fields(GameState& st, const std::string& id, int64_t index, const Packed& fields) {
  static constexpr std::string_view no_fields("\x07\x00", 2);  // an empty object
  thread_local std::string item;
  item.clear();
  Counter* c = st.counter(id);
  if (!c) {
    if (index != 1) return "counter \"" + id + "\" does not exist: only its item 1 can be set";
    if (!set_object_fields(no_fields, fields.bytes(), item)) return "the fields are not an object";
    std::string bytes;
    PackWriter(bytes).begin_array(1);
    bytes += item;
    st.counters.push_back(Counter{id, Packed::from_bytes(std::move(bytes)), Visibility::public_(), {}});
    return "";
  }
  PackReader r(c->value.bytes());
  if (r.read_tag() != PackTag::Array) return "counter \"" + id + "\" is not a list";
  const uint64_t length = r.read_varint();
  if (index < 1 || static_cast<uint64_t>(index) > length + 1)
    return "counter \"" + id + "\" has no item " + std::to_string(index) + " (it is a list of " +
           std::to_string(length) + ")";
  std::string_view object = no_fields;
  if (static_cast<uint64_t>(index) <= length) list_item(c->value, static_cast<uint64_t>(index - 1), object, &c->tail);
  if (!set_object_fields(object, fields.bytes(), item))
    return "item " + std::to_string(index) + " of counter \"" + id + "\" is not an object (a table of named fields)";
  c->value.set_item(static_cast<uint64_t>(index - 1), item, &c->tail);
  return "";
}

}  // namespace rt
