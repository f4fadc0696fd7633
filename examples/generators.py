# generators.py: walking a binary tree with recursive generators.
#
# A balanced binary search tree is built over 0..N-1.  Every walk is written as
# a generator that delegates to the generators of its subtrees with
# `yield from`, so each value travels up through one generator per level: a
# test of generator creation, resumption and delegation.  The walks are
# checked against each other and summarised.
#
#   python3 examples/generators.py [N]    (default 200000)

import sys


class Node:
    __slots__ = ("left", "value", "right")

    def __init__(self, left, value, right):
        self.left = left
        self.value = value
        self.right = right

    def __iter__(self):
        """In order."""
        if self.left is not None:
            yield from self.left
        yield self.value
        if self.right is not None:
            yield from self.right


def build(lo, hi):
    """A balanced tree over range(lo, hi), or None."""
    if lo >= hi:
        return None
    mid = (lo + hi) // 2
    return Node(build(lo, mid), mid, build(mid + 1, hi))


def preorder(node):
    if node is None:
        return
    yield node.value
    yield from preorder(node.left)
    yield from preorder(node.right)


def postorder(node, depth=0):
    """Yields (value, depth) pairs; returns the height of the subtree."""
    if node is None:
        return depth
    hl = yield from postorder(node.left, depth + 1)
    hr = yield from postorder(node.right, depth + 1)
    yield node.value, depth
    return max(hl, hr)


def paired(a, b):
    """Pairs of corresponding values; raises ValueError if lengths differ."""
    a, b = iter(a), iter(b)
    for x in a:
        try:
            y = next(b)
        except StopIteration:
            raise ValueError("second walk is shorter") from None
        yield x, y
    for _ in b:
        raise ValueError("second walk is longer")


def main(n):
    tree = build(0, n)
    inorder_sum = 0
    for expected, value in paired(range(n), tree):
        if expected != value:
            raise AssertionError(f"in-order walk gave {value} for {expected}")
        inorder_sum += value
    pre = sum(v * (i % 7) for i, v in enumerate(preorder(tree)))

    walk = postorder(tree)
    depth_total = 0
    count = 0
    try:
        while True:
            value, depth = next(walk)
            depth_total += depth
            count += 1
    except StopIteration as stop:
        height = stop.value
    print(f"nodes {count}, height {height}, in-order sum {inorder_sum}")
    print(f"pre-order checksum {pre}, total depth {depth_total}")
    evens = sum(1 for v in tree if v % 2 == 0)
    print(f"even values: {evens}, largest: {max(tree)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200000)
