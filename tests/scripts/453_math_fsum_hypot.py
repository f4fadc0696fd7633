# math: the accurate algorithms (fsum's exact partials, hypot/dist's
# corrected norm): results must match CPython to the last bit.
import math

xs = []
x = 0.123456789
for i in range(400):
    x = (x * 9301.0 + 49297.0) % 233280.0   # a deterministic float sequence
    xs.append((x / 233280.0 - 0.5) * 10.0 ** ((i % 41) - 20))

print(repr(math.fsum(xs)), repr(sum(xs)))
print(repr(math.fsum([0.1] * 10)), repr(sum([0.1] * 10)))
print(repr(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50])))
print(repr(math.fsum([2.0**53, -0.5, -2.0**-54])))
print(repr(math.fsum([2.0**53, 1.0, 2.0**-100])))
print(repr(math.fsum([1.7976931348623157e308, -1.7976931348623157e308, 1.0])))
print(repr(math.fsum(range(1000))), repr(math.fsum(iter([1, 2.5, 3]))))
for i in range(0, 380, 7):
    chunk = xs[i:i + 13]
    print(repr(math.fsum(chunk)), repr(math.hypot(*chunk)), repr(math.dist(chunk, xs[i + 1:i + 14])))
print(repr(math.hypot(3, 4)), repr(math.hypot(1e308, 1e308)), repr(math.hypot(5e-324, 5e-324)))
print(repr(math.hypot(1, float('nan'))), repr(math.hypot(float('nan'), float('inf'))))
print(repr(math.hypot(*([1.0] * 100))), repr(math.hypot(*range(50))))
print(repr(math.dist((1.5, 2.5, -3.0), (4, 6, 7))), repr(math.dist(range(5), [0.1] * 5)))
