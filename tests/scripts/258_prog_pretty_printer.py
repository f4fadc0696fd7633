# A recursive pretty-printer for nested builtin data (JSON-like).
def dump(value, indent=0, step=2):
    pad = " " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = []
        for k, v in value.items():
            items.append(" " * (indent + step) + dump(str(k)) + ": " + dump(v, indent + step, step))
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        if all(not isinstance(v, (dict, list, tuple)) for v in value) and len(value) <= 5:
            return "[" + ", ".join(dump(v) for v in value) + "]"
        return "[\n" + ",\n".join(" " * (indent + step) + dump(v, indent + step, step) for v in value) + "\n" + pad + "]"
    if isinstance(value, str):
        out = '"'
        for ch in value:
            if ch == '"':
                out += '\\"'
            elif ch == "\\":
                out += "\\\\"
            elif ch == "\n":
                out += "\\n"
            elif ord(ch) < 32:
                out += "\\u" + hex(ord(ch))[2:].zfill(4)
            else:
                out += ch
        return out + '"'
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    return repr(value)
doc = {
    "name": "fpy",
    "version": (0, 1, 0),
    "levels": [{"n": 1, "topics": ["ints", "floats", "strings"]}, {"n": 2, "topics": []}],
    "stats": {"tests": 170, "ratio": 0.875, "big": 2 ** 80, "ok": True, "missing": None},
    "quote": 'say "hi"\n\ttab\\',
    "empty": {},
    "matrix": [[1, 2], [3, 4], [5, 6]],
}
print(dump(doc))
print(dump([1, [2, [3, [4, []]]]], step=4))
