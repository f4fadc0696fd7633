# Merge sort, quicksort, insertion sort and heap sort compared to sorted().
def merge_sort(a):
    if len(a) <= 1:
        return a[:]
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i]); i += 1
        else:
            out.append(right[j]); j += 1
    return out + left[i:] + right[j:]
def quick_sort(a):
    if len(a) <= 1:
        return a[:]
    pivot = a[len(a) // 2]
    return quick_sort([x for x in a if x < pivot]) + [x for x in a if x == pivot] + quick_sort([x for x in a if x > pivot])
def insertion_sort(a):
    a = a[:]
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a
def heap_sort(a):
    a = a[:]
    n = len(a)
    def sift(start, end):
        root = start
        while 2 * root + 1 <= end:
            child = 2 * root + 1
            if child + 1 <= end and a[child] < a[child + 1]:
                child += 1
            if a[root] < a[child]:
                a[root], a[child] = a[child], a[root]
                root = child
            else:
                return
    for start in range((n - 2) // 2, -1, -1):
        sift(start, n - 1)
    for end in range(n - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        sift(0, end - 1)
    return a
seed = 12345
data = []
for _ in range(300):
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    data.append(seed % 1000 - 500)
expected = sorted(data)
for f in [merge_sort, quick_sort, insertion_sort, heap_sort]:
    r = f(data)
    print(f.__name__, r == expected, r[:5], r[-3:])
words = "pear fig apple banana kiwi cherry date grape".split()
print(merge_sort(words), heap_sort(words) == sorted(words))
print(merge_sort([]), quick_sort([1]), insertion_sort([2, 1]), heap_sort([3, 3, 1]))
