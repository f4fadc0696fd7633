# Unbounded recursion raises RecursionError, which can be caught.
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)
def mutual_a(n):
    return mutual_b(n + 1)
def mutual_b(n):
    return mutual_a(n + 1)
try:
    mutual_a(0)
except RecursionError as e:
    print(type(e).__name__, e)
depth = 0
def track(n):
    global depth
    depth = n
    track(n + 1)
try:
    track(1)
except RecursionError:
    print("deep enough:", depth > 500)
def sum_to(n):
    if n == 0:
        return 0
    return n + sum_to(n - 1)
print("recursion still works afterwards:", sum_to(200))
try:
    forever(0)
except Exception as e:
    print("also an Exception:", isinstance(e, Exception))
