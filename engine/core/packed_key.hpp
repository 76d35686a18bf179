// packed_key.hpp: one key of an encoded object set or removed in place (g:set_at with a key: a
// map counter whose one entry changed is not converted from Lua again as a whole). The bytes are
// those of encoding the whole object anew, keys in the same ascending order.
#pragma once
#include <string_view>

#include "packed.hpp"

namespace rt {

// Sets `key` of the object `object` to `item` (one encoded value), inserted in key order when
// absent; an item that encodes nil removes the key (as a Lua table without it encodes). An empty
// list counts as an empty object (an empty Lua table encodes as a list). False, and nothing
// changed, when `object` is neither.
bool set_object_key(Packed& object, std::string_view key, std::string_view item);

}  // namespace rt
