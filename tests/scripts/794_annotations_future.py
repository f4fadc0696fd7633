"""With `from __future__ import annotations` annotations are strings, never evaluated."""
from __future__ import annotations

def f(a: List[int], b: Undefined = 1, *args: Tuple[int, ...], **kw: Dict[str, int]) -> Optional[str]:
    return None
print(f.__annotations__)

class Node:
    next: Node
    value: int = 0
    children: list[Node] = []
    def link(self, other: Node) -> Node:
        return self
print(Node.__annotations__)
print(Node.link.__annotations__)

x: SomethingUndefined = 3
y: 'quoted'
z: a.b.c[d]
print(__annotations__, x)

def g(p: 1 + 2, q: f(x)) -> None: pass
print(g.__annotations__)

# the text is the annotation printed back from its tree: spacing and quotes normalized
def h(c: Dict[str,  int] = None, d: int|None = None, e: a.b.c[d, ...] = 0,
      g: Callable[[int, str], None] = 0, t0: tuple[()] = 0, i: X[int,] = 0, j: 'it''s' = 0, k: (int, str) = 0,
      m: x | y | z = 0, n: x | (y | z) = 0, o: Tuple[ int , ... ] = 0, p: 3.5 = 0,
      s: b"by" = 0, t: list[
          int] = 0, **kw: F) -> Optional[
    str]: pass
for k, v in h.__annotations__.items():
    print(k, repr(v))
