// counter_fields.hpp: some fields of one item of a list counter changed (g:set_fields), without
// encoding the rest of the item or the list again. The counter's bytes are those of setting the
// whole list with the item changed (the encoding is canonical).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "packed.hpp"
#include "state.hpp"

namespace rt {

// The bytes of item `index` (0-based) of the encoded list `list`, found from `tail` when it is
// the last item and the tail is known. False when `list` is not a list or has no such item.
bool list_item(const Packed& list, uint64_t index, std::string_view& out, const ListTail* tail = nullptr);

// Sets the fields of `fields` (an encoded object; a field that encodes nil removes it) in item
// `index` (1-based) of the list counter `id`, an object; the list's length + 1 appends an object
// of those fields, and a counter that does not exist is made a public list of it (index 1). The
// counter keeps its visibility. Returns "" or why not, and then nothing changed: the counter is
// not a list, the index is not in 1..length + 1, the item is not an object.
std::string set_counter_fields(GameState& st, const std::string& id, int64_t index, const Packed& fields);

}  // namespace rt
