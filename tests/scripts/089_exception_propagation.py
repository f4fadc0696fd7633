# Exceptions unwind through several frames, running finally blocks.
trace = []
def a(n):
    trace.append("enter a")
    try:
        return b(n) + 1
    finally:
        trace.append("leave a")
def b(n):
    trace.append("enter b")
    r = c(n) * 2
    trace.append("b after c")
    return r
def c(n):
    trace.append("enter c")
    if n < 0:
        raise ValueError("negative: " + str(n))
    return n
print(a(5), trace)
trace.clear()
try:
    a(-1)
except ValueError as e:
    print("caught at top:", e)
print(trace)
def deep(n):
    if n == 0:
        raise IndexError("bottom reached")
    return deep(n - 1)
try:
    deep(50)
except IndexError as e:
    print(e)
def process(items):
    results = []
    for it in items:
        try:
            results.append(10 // it)
        except ZeroDivisionError:
            results.append(None)
    return results
print(process([1, 2, 0, 5, 0]))
def lam_caller(fn, *args):
    return fn(*args)
try:
    lam_caller(lambda x, y: x[y], [1, 2], 10)
except IndexError as e:
    print("from lambda:", e)
