# dump writes through any write(), load reads through any read()
import json

class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)

class Source:
    def __init__(self, text):
        self.text = text
        self.reads = 0
    def read(self):
        self.reads += 1
        return self.text

doc = {"name": "x", "items": [1, 2.5, None, {"deep": [True]}], "t": ()}
sink = Sink()
r = json.dump(doc, sink)
print(r, "".join(sink.parts))
print(all(isinstance(p, str) for p in sink.parts), len(sink.parts) > 1)
sink = Sink()
json.dump(doc, sink, indent=2, sort_keys=True)
print("".join(sink.parts))
sink = Sink()
json.dump([1, "\u00e9"], sink, ensure_ascii=False, separators=(",", ":"))
print(ascii("".join(sink.parts)))
src = Source('{"a": [1, 2, {"b": null}]}')
print(json.load(src), src.reads)
print(json.load(Source('[1.5, 2]'), parse_float=str))
print(json.load(Source('{"z": 1}'), object_pairs_hook=list))
try:
    json.load(Source('[1,'))
except json.JSONDecodeError as e:
    print(type(e).__name__, e)
try:
    json.dump({1, 2}, Sink())
except TypeError as e:
    print(type(e).__name__, e)
class NoWrite:
    pass
try:
    json.dump([1], NoWrite())
except AttributeError as e:
    print(type(e).__name__, e)
