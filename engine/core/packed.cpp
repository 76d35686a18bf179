// packed.cpp: Value <-> Packed, and walking the encoding.
#include "packed.hpp"

#include <cstring>

namespace rt {

void PackWriter::number(double d) {
  tag(PackTag::Double);
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  for (int i = 0; i < 8; ++i) out_.push_back(static_cast<char>((bits >> (8 * i)) & 0xFF));
}

void PackWriter::value(const Value& v) {
  switch (v.type()) {
    case Value::value_t::boolean: boolean(v.get<bool>()); return;
    case Value::value_t::number_integer: integer(v.get<int64_t>()); return;
    case Value::value_t::number_unsigned: integer(static_cast<int64_t>(v.get<uint64_t>())); return;
    case Value::value_t::number_float: number(v.get<double>()); return;
    case Value::value_t::string: string(v.get_ref<const std::string&>()); return;
    case Value::value_t::array:
      begin_array(v.size());
      for (const auto& x : v) value(x);
      return;
    case Value::value_t::object:  // a Value keeps its keys sorted, as the encoding wants
      begin_object(v.size());
      for (auto it = v.begin(); it != v.end(); ++it) {
        key(it.key());
        value(it.value());
      }
      return;
    default: null(); return;
  }
}

double PackReader::read_double_body() {
  uint64_t bits = 0;
  for (int i = 0; i < 8; ++i) bits |= static_cast<uint64_t>(static_cast<uint8_t>(p_[i])) << (8 * i);
  p_ += 8;
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

void PackReader::skip() {
  const PackTag t = read_tag();
  switch (t) {
    case PackTag::Int: read_varint(); return;
    case PackTag::Double: p_ += 8; return;
    case PackTag::String: read_string_body(); return;
    case PackTag::Array:
    case PackTag::Object: skip_body(t, read_varint()); return;
    default: return;
  }
}

void PackReader::skip_body(PackTag t, uint64_t count) {
  for (; count > 0; --count) {
    if (t == PackTag::Object) read_string_body();
    skip();
  }
}

static Value read_value(PackReader& r) {
  switch (r.read_tag()) {
    case PackTag::Null: return nullptr;
    case PackTag::False: return false;
    case PackTag::True: return true;
    case PackTag::Int: return r.read_int_body();
    case PackTag::Double: return r.read_double_body();
    case PackTag::String: return std::string(r.read_string_body());
    case PackTag::Array: {
      Value a = Value::array();
      for (uint64_t n = r.read_varint(); n > 0; --n) a.push_back(read_value(r));
      return a;
    }
    case PackTag::Object: {
      Value o = Value::object();
      for (uint64_t n = r.read_varint(); n > 0; --n) {
        std::string k(r.read_string_body());
        o[std::move(k)] = read_value(r);
      }
      return o;
    }
  }
  return nullptr;
}

Packed::Packed(const Value& v) {
  PackWriter(b_).value(v);
}

Value Packed::to_value() const {
  PackReader r(b_);
  return read_value(r);
}

bool Packed::has_key(std::string_view key) const {
  PackReader r(b_);
  if (r.read_tag() != PackTag::Object) return false;
  for (uint64_t n = r.read_varint(); n > 0; --n) {
    if (r.read_string_body() == key) return true;
    r.skip();
  }
  return false;
}

bool Packed::set_item(uint64_t index, std::string_view item, ListTail* tail) {
  PackReader r(b_);
  if (r.read_tag() != PackTag::Array) return false;
  const uint64_t n = r.read_varint();
  if (index > n) return false;
  const size_t items = static_cast<size_t>(r.position() - b_.data());
  size_t from, to;
  if (index == n) {  // an append: nothing to walk
    from = to = b_.size();
  } else if (index + 1 == n && tail && tail->at != 0 && tail->count == n) {  // the last item, known
    from = tail->at;
    to = b_.size();
  } else {
    for (uint64_t k = 0; k < index; ++k) r.skip();
    from = static_cast<size_t>(r.position() - b_.data());
    r.skip();
    to = static_cast<size_t>(r.position() - b_.data());
  }
  std::string out;
  out.reserve(b_.size() - (to - from) + item.size() + 1);
  const uint64_t length = index == n ? n + 1 : n;
  PackWriter(out).begin_array(length);
  const size_t header = out.size();
  out.append(b_, items, from - items);
  out.append(item);
  out.append(b_, to, std::string::npos);
  b_ = std::move(out);
  if (tail) *tail = index + 1 == length ? ListTail{length, header + (from - items)} : ListTail{};
  return true;
}

}  // namespace rt
