// packed_key.hpp: keys of an encoded object set or removed in place (g:set_at with a key: a map
// counter whose one entry changed is not converted from Lua again as a whole; g:set_fields: some
// fields of a list's item). The bytes are those of encoding the whole object anew, keys in the
// same ascending order.
#pragma once
#include <string_view>

#include "packed.hpp"

namespace rt {

// Sets `key` of the object `object` to `item` (one encoded value), inserted in key order when
// absent; an item that encodes nil removes the key (as a Lua table without it encodes). An empty
// list counts as an empty object (an empty Lua table encodes as a list). False, and nothing
// changed, when `object` is neither.
bool set_object_key(Packed& object, std::string_view key, std::string_view item);

// Appends to `out` the object `object` (encoded) with the fields of the object `fields` (encoded)
// set: each replaces the field of that name or is added in key order; a field that encodes nil
// removes it. An empty list counts as an empty object. False, and `out` unchanged, when either
// is neither.
bool set_object_fields(std::string_view object, std::string_view fields, std::string& out);

}  // namespace rt
