# math: float functions over a grid of values (normal, huge, tiny, special),
# printed with repr so every bit counts; errors print their type and message.
import math
from math import inf, nan

vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0, 10.0, -7.25, 0.1, 1e-10, -1e-10,
        5e-324, 2.2250738585072014e-308, 1e-300, 1e300, 1.7976931348623157e308, -1e308,
        709.78, 710.0, -745.2, 171.0, 171.7, -171.5, 0.9999999999, 1.0000000001,
        3.141592653589793, 1.5707963267948966, 100.5, -100.5, 1e16, 2**53 + 1.0,
        inf, -inf, nan, 7, -3, 10**20, True]

fns1 = ['sqrt', 'exp', 'exp2', 'expm1', 'log', 'log2', 'log10', 'log1p', 'fabs', 'sin', 'cos',
        'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh',
        'degrees', 'radians', 'erf', 'erfc', 'gamma', 'lgamma', 'cbrt', 'floor', 'ceil',
        'trunc', 'frexp', 'modf', 'isfinite', 'isinf', 'isnan', 'ulp']

def show(label, f, *args):
    try:
        r = repr(f(*args))
    except Exception as e:
        r = type(e).__name__ + ': ' + str(e)
    print(label, r)

for name in fns1:
    f = getattr(math, name)
    for v in vals:
        show(name + '(' + repr(v) + ')', f, v)

for name in ['pow', 'atan2', 'copysign', 'fmod', 'remainder', 'nextafter', 'hypot', 'isclose', 'log']:
    f = getattr(math, name)
    for i in range(len(vals)):
        a = vals[i]
        b = vals[(i * 7 + 3) % len(vals)]
        show(name + repr((a, b)), f, a, b)
    for a, b in [(2, 10), (-2.0, 3.0), (-2.0, 0.5), (0.0, -1.0), (-0.0, -3.0), (inf, -2.0),
                 (-inf, 3.0), (1.0, nan), (nan, 0.0), (10.0, 400.0), (0.5, -2000.0), (-8.0, 1/3)]:
        show(name + repr((a, b)), f, a, b)

print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(type(math.pi).__name__, math.pi == 3.141592653589793)
