// packed.hpp: a compact, immutable encoding of a JSON-shaped value. The rules store values in
// the state on almost every move (properties, counters, knowledge facts, log and prompt
// arguments); as Values each would be a tree of heap nodes. Packed keeps one string of bytes
// instead (small values fit in it without any allocation) and becomes a Value only when a view
// is built. The encoding is canonical (object keys sorted, as Value keeps them), so two Packed
// values are equal exactly when their bytes are.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "value.hpp"

namespace rt {

// Byte tags of the encoding. Lengths and counts are LEB128 varints; integers are zigzag varints;
// doubles are 8 bytes little-endian; object keys are strings without a tag, in ascending order.
enum class PackTag : uint8_t { Null = 0, False, True, Int, Double, String, Array, Object };

// Where the last item of an encoded list starts (Packed::set_item keeps it up to date), so that
// appending to a list or changing its last item does not walk the items before it.
struct ListTail {
  uint64_t count = 0;  // the list's length when `at` was taken
  size_t at = 0;       // the byte offset of its last item; 0: not known
};

class Packed {
 public:
  Packed() : b_(1, static_cast<char>(PackTag::Null)) {}
  Packed(const Value& v);  // NOLINT: implicit, so state can be filled from Values in tests
  template <class T>
    requires(!std::is_same_v<std::decay_t<T>, Packed> && !std::is_same_v<std::decay_t<T>, Value> &&
             std::is_constructible_v<Value, T>)
  Packed(T&& x) : Packed(Value(std::forward<T>(x))) {}  // NOLINT

  // Takes bytes produced by PackWriter (one complete value).
  static Packed from_bytes(std::string bytes) {
    Packed p;
    p.b_ = std::move(bytes);
    return p;
  }

  // An empty object (no allocation).
  static Packed empty_object() { return from_bytes(std::string{static_cast<char>(PackTag::Object), '\0'}); }

  Value to_value() const;
  const std::string& bytes() const { return b_; }
  PackTag tag() const { return static_cast<PackTag>(b_[0]); }
  bool is_object() const { return tag() == PackTag::Object; }
  // For an object: whether it has this key.
  bool has_key(std::string_view key) const;
  // For an array: replaces its item `index` (0-based) with `item` (one encoded value), or appends
  // it when index is the array's length. False (nothing changed) when this is not an array or
  // the index is past its end. The bytes are those of the whole list encoded anew. `tail`, when
  // given, is where the list's last item starts (or not known): used, then kept up to date.
  bool set_item(uint64_t index, std::string_view item, ListTail* tail = nullptr);

  bool operator==(const Packed& o) const { return b_ == o.b_; }

 private:
  std::string b_;
};

// Appends an encoded value to a string. Arrays and objects are written as a count followed by
// their items; the caller writes exactly that many (objects: key() then the value, keys sorted).
class PackWriter {
 public:
  explicit PackWriter(std::string& out) : out_(out) {}
  void null() { tag(PackTag::Null); }
  void boolean(bool b) { tag(b ? PackTag::True : PackTag::False); }
  void integer(int64_t v) {
    tag(PackTag::Int);
    varint((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63));
  }
  void number(double d);
  void string(std::string_view s) {
    tag(PackTag::String);
    raw_string(s);
  }
  void begin_array(uint64_t n) {
    tag(PackTag::Array);
    varint(n);
  }
  void begin_object(uint64_t n) {
    tag(PackTag::Object);
    varint(n);
  }
  void key(std::string_view k) { raw_string(k); }
  void value(const Value& v);  // a whole Value

  void varint(uint64_t v) {
    while (v >= 0x80) {
      out_.push_back(static_cast<char>((v & 0x7F) | 0x80));
      v >>= 7;
    }
    out_.push_back(static_cast<char>(v));
  }
  void raw_string(std::string_view s) {
    varint(s.size());
    out_.append(s.data(), s.size());
  }

 private:
  void tag(PackTag t) { out_.push_back(static_cast<char>(t)); }
  std::string& out_;
};

// Walks an encoded value. Each read_* consumes what it reads; the input is trusted (it was
// written by PackWriter).
class PackReader {
 public:
  PackReader(const char* p, const char* end) : p_(p), end_(end) {}
  explicit PackReader(const std::string& b) : PackReader(b.data(), b.data() + b.size()) {}
  PackTag peek() const { return static_cast<PackTag>(*p_); }
  PackTag read_tag() { return static_cast<PackTag>(*p_++); }
  uint64_t read_varint() {
    uint64_t v = 0;
    int shift = 0;
    for (;;) {
      const auto c = static_cast<uint8_t>(*p_++);
      v |= static_cast<uint64_t>(c & 0x7F) << shift;
      if (!(c & 0x80)) return v;
      shift += 7;
    }
  }
  int64_t read_int_body() {
    const uint64_t z = read_varint();
    return static_cast<int64_t>((z >> 1) ^ (~(z & 1) + 1));
  }
  double read_double_body();
  std::string_view read_string_body() {
    const uint64_t n = read_varint();
    std::string_view s(p_, n);
    p_ += n;
    return s;
  }
  void skip();  // one whole value
  void skip_body(PackTag t, uint64_t count);  // the items of an array/object whose count was read
  bool at_end() const { return p_ >= end_; }
  const char* position() const { return p_; }

 private:
  const char* p_;
  const char* end_;
};

}  // namespace rt
