-- bench/mods/request_only_bot/bots/avalon/request_only.lua: the request-only bot (../../request_only.lua).
return use "request_only"
