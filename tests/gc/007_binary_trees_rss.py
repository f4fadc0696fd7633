# Binary trees of tuples and of class instances, built, checked and dropped
# in a loop next to one long-lived tree: trees are acyclic, so counting frees
# each as soon as it is dropped and the heap stays at about two trees.
# (fpy 20 MiB; CPython 3.11 26 MiB.)
# max-rss-mib: 32


class Node:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def make_tuple(d):
    return (make_tuple(d - 1), make_tuple(d - 1)) if d else (None, None)


def check_tuple(t):
    left, right = t
    if left is None:
        return 1
    return 1 + check_tuple(left) + check_tuple(right)


def make_node(d):
    return Node(make_node(d - 1), make_node(d - 1)) if d else Node(None, None)


def check_node(n):
    if n.left is None:
        return 1
    return 1 + check_node(n.left) + check_node(n.right)


max_depth = 16
long_lived = make_tuple(max_depth)
for d in range(4, max_depth + 1, 2):
    iterations = 2 ** (max_depth - d + 4)
    check = 0
    for i in range(iterations):
        check += check_tuple(make_tuple(d))
    print(iterations, "tuple trees of depth", d, "check", check)
for d in range(4, max_depth + 1, 4):
    iterations = 2 ** (max_depth - d + 1)
    check = 0
    for i in range(iterations):
        check += check_node(make_node(d))
    print(iterations, "instance trees of depth", d, "check", check)
print("long-lived tree of depth", max_depth, "check", check_tuple(long_lived))
