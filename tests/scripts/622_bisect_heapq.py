# bisect and heapq: results, the heap lists' exact layout after each
# operation (the same as CPython's), keys, merge's stability, and errors.
import bisect
import heapq
import random

a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 4, 8, 9]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x),
          bisect.bisect_left(a, x, 2), bisect.bisect_right(a, x, 0, 3))
words = ['apple', 'fig', 'banana', 'kiwi']
words.sort(key=len)
print(words, bisect.bisect_left(words, 4, key=len), bisect.bisect_right(words, 4, key=len))
b = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(b, x)
    bisect.insort_left(b, x * 10)
print(b)
pairs = []
for p in [(2, 'b'), (1, 'a'), (2, 'c'), (1, 'd')]:
    bisect.insort_right(pairs, p, key=lambda t: t[0])
    bisect.insort_left(pairs, (p[0], p[1].upper()), key=lambda t: t[0])
print(pairs)
for f in [lambda: bisect.bisect_left(a, 1, -1), lambda: bisect.insort(a, 1, -2)]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)

rng = random.Random(5)
h = []
for i in range(30):
    heapq.heappush(h, rng.randrange(100))
print(h)
print([heapq.heappop(h) for _ in range(10)], h)
data = [rng.randrange(1000) for _ in range(40)]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 500), heapq.heappushpop(data, 1), heapq.heappushpop(data, 999), data)
print(heapq.nsmallest(5, [rng.randrange(50) for _ in range(30)]), heapq.nlargest(3, 'hello world'))
print(heapq.nsmallest(3, words, key=len), heapq.nlargest(2, words, key=len), heapq.nlargest(0, words), heapq.nsmallest(10, [3, 1]))
print(list(heapq.merge([1, 3, 5], [2, 4, 6], [0, 7])), list(heapq.merge()), list(heapq.merge([], [1])))
print(list(heapq.merge([(1, 'a'), (2, 'a')], [(1, 'b'), (2, 'b')], key=lambda t: t[0])))
print(list(heapq.merge([5, 3, 1], [6, 3, 2], reverse=True)), list(heapq.merge(['bb', 'a'], ['ccc', 'dd'], key=len, reverse=True)))
tasks = []
for pri, name in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z')]:
    heapq.heappush(tasks, (pri, name))
print([heapq.heappop(tasks) for _ in range(len(tasks))])
for f in [lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush((), 1),
          lambda: heapq.heapify({}), lambda: heapq.heappop(None), lambda: heapq.heappushpop('x', 1)]:
    try:
        f()
    except (IndexError, TypeError) as e:
        print(type(e).__name__ + ':', e)
