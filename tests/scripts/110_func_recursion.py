# Recursive functions.
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
def permutations(seq):
    if len(seq) <= 1:
        return [seq]
    out = []
    for i in range(len(seq)):
        for p in permutations(seq[:i] + seq[i + 1:]):
            out.append(seq[i:i + 1] + p)
    return out
def flatten(x):
    if not isinstance(x, list):
        return [x]
    out = []
    for item in x:
        out.extend(flatten(item))
    return out
def power_set(s):
    if not s:
        return [[]]
    rest = power_set(s[1:])
    return rest + [[s[0]] + r for r in rest]
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(fact(20), fact(60))
print([fib(i) for i in range(20)])
moves = []
hanoi(4, "A", "C", "B", moves)
print(len(moves), moves[:5])
print(ackermann(2, 3), ackermann(3, 3))
print(permutations("abc"), len(permutations([1, 2, 3, 4])))
print(flatten([1, [2, [3, [4, [5]]]], 6, [[7]]]))
print(power_set([1, 2, 3]))
print(depth(900))
def binsearch(lst, x, lo, hi):
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if lst[mid] == x:
        return mid
    if lst[mid] < x:
        return binsearch(lst, x, mid + 1, hi)
    return binsearch(lst, x, lo, mid - 1)
data = list(range(0, 200, 3))
print(binsearch(data, 99, 0, len(data) - 1), binsearch(data, 100, 0, len(data) - 1))
