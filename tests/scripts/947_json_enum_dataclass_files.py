# json with enum members (int/str/float mix-ins encode as their values), dataclass
# instances (CPython's TypeError), and json.dump/json.load through files from open().
import json, enum, dataclasses, os
class I(enum.IntEnum):
    A = 1
class S(enum.StrEnum):
    X = 'x'
class F(float, enum.Enum):
    H = 0.5
class IF(enum.IntFlag):
    R = 1
    W = 2
class Plain(enum.Enum):
    P = 1
print(json.dumps(I.A), json.dumps(S.X), json.dumps(F.H), json.dumps([I.A, S.X]), json.dumps(IF.R | IF.W))
print(json.dumps({I.A: 1, S.X: 2, F.H: 3}))
print(json.dumps({'k': I.A}, indent=1, sort_keys=True))
try:
    json.dumps(Plain.P)
except TypeError as e:
    print(type(e).__name__, e)
@dataclasses.dataclass
class D:
    x: int
try:
    json.dumps(D(1))
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps(dataclasses.asdict(D(1))))
print(json.dumps(D(2), default=dataclasses.asdict))
try:
    json.dumps({D(1): 1})
except TypeError as e:
    print(type(e).__name__, e)
path = f"/tmp/fpy_j_{os.getpid()}.json"
with open(path, "w") as f:
    json.dump({"a": [1, 2.5, None, True], "b": "é", "i": I.A}, f, indent=2)
with open(path) as f:
    print(repr(f.read()))
with open(path) as f:
    print(json.load(f))
with open(path, encoding="utf-8") as f:
    print(json.load(f, object_pairs_hook=list))
with open(path, "rb") as f:
    print(json.load(f))
with open(path, "w") as f:
    f.write("{bad")
with open(path) as f:
    try:
        json.load(f)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e)
try:
    json.dumps({Plain.P: 1})
except TypeError as e:
    print(type(e).__name__, e)


@dataclasses.dataclass(frozen=True)
class K:
    x: int


try:
    json.dumps({K(1): 1})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps({K(1): 1}, skipkeys=True))
with open(path, "w", encoding="utf-8") as f:
    json.dump([S.X, "é"], f, ensure_ascii=False)
with open(path, "rb") as f:
    print(f.read())
with open(path, "a") as f:
    try:
        json.dump(Plain.P, f)
    except TypeError as e:
        print(type(e).__name__, e)
with open(path) as f:
    print(f.read())
with open(path, "w") as f:
    try:
        json.load(f)
    except OSError as e:
        print(type(e).__name__, e)
os.remove(path)
