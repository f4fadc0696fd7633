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
