// lua_fields.hpp: an object packed from name/value arguments (g:set_fields), with no table to
// walk. Implemented in lua_value.cpp, beside the packer whose rules it shares.
#pragma once
#include <lua.hpp>

#include <string>

#include "../core/packed.hpp"

namespace rt {

// Lua -> Packed for an object given as `pairs` name/value pairs of stack slots from `first` (a
// name, its value, the next name...): the bytes of to_packed of a table with those fields, except
// that a nil value is kept as a field that encodes nil (set_object_fields: it removes the field).
// False with why: a name that is not a string, a name given twice, a value to_packed refuses.
bool fields_to_packed(lua_State* L, int first, int pairs, Packed& out, std::string& error);

}  // namespace rt
