-- bench/mods/request_only_bot/bots/camelot/request_only.lua: the request-only bot (../../request_only.lua).
return use "request_only"
