"""An entry's long values (its ``args`` and ``result``) kept as pieces Redis stores compactly.

Redis keeps a small hash as one listpack while each of its values is at most
``hash-max-listpack-value`` bytes (64 by default), and as a hashtable (a dict entry and two
allocations per field) once one value is longer. An entry's ``args`` and ``result`` are
JSON of 150-300 bytes, so every entry was a hashtable: 1,568 bytes for a Stripe refund's
hash, about 980 as listpack (docs/BENCHMARKS.md §4b). So a long value is written as pieces of
at most ``PIECE`` bytes: ``args`` holds the first, ``args+1``, ``args+2``... the rest.

    written   a value of at most PIECE bytes, or over PIECE * PIECES: whole, in ``name``
              (a hash that large is a hashtable anyway, and one field costs less than many);
              otherwise its pieces, and no piece past the last is left behind
    read      ``name``; when it is exactly PIECE bytes, followed by ``name+1``... while they
              exist. A value written whole before (any length but PIECE) reads as it was.

The scripts use ``LUA``'s ``sst_long``/``sst_put_long``; Python reads an entry's fields with
``join`` and writes with the scripts only (``PUT``), so the rule lives in one place per side.
"""

from __future__ import annotations

PIECE, PIECES = 64, 16
LONG = ("args", "result")  # the fields written as pieces (the rest are short by nature)

LUA = """
local SST_PIECE, SST_PIECES = %d, %d
local function sst_piece_names(name)
  local names = {name}
  for i = 1, SST_PIECES - 1 do names[i + 1] = name .. '+' .. i end
  return names
end
local function sst_long(key, name)
  local parts = redis.call('HMGET', key, unpack(sst_piece_names(name)))
  if not parts[1] then return parts[1] end
  if #parts[1] ~= SST_PIECE then return parts[1] end
  local out = {}
  for i = 1, SST_PIECES do
    if not parts[i] then break end
    out[i] = parts[i]
  end
  return table.concat(out)
end
local function sst_put_long(key, name, value)
  local n = 1
  if #value <= SST_PIECE * SST_PIECES then n = math.max(1, math.ceil(#value / SST_PIECE)) end
  if n == 1 then
    redis.call('HSET', key, name, value)
  else
    local pairs_ = {}
    for i = 0, n - 1 do
      pairs_[#pairs_ + 1] = i == 0 and name or (name .. '+' .. i)
      pairs_[#pairs_ + 1] = string.sub(value, i * SST_PIECE + 1, (i + 1) * SST_PIECE)
    end
    redis.call('HSET', key, unpack(pairs_))
  end
  local stale = {}
  for i = n, SST_PIECES - 1 do stale[#stale + 1] = name .. '+' .. i end
  if #stale > 0 then redis.call('HDEL', key, unpack(stale)) end
end
""" % (PIECE, PIECES)

# Persist one long field of an entry that exists (``Ledger.update_result``). KEYS: the entry.
# ARGV: the field, its value. Returns 0 when there is no entry.
PUT = LUA + """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
sst_put_long(KEYS[1], ARGV[1], ARGV[2])
return 1
"""


def join(fields: dict[bytes, bytes], name: str) -> bytes | None:
    """The value of ``name`` from an entry's fields (HGETALL's, as bytes), pieces joined."""
    first = fields.get(name.encode())
    if first is None or len(first) != PIECE:
        return first
    parts = [first]
    for i in range(1, PIECES):
        part = fields.get(f"{name}+{i}".encode())
        if part is None:
            break
        parts.append(part)
    return b"".join(parts)


def is_piece(field: bytes) -> bool:
    """A field that continues a long value (``args+1``...), not one of the entry's own."""
    return b"+" in field
