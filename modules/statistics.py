"""Basic statistics of int and float data (the statistics module).

As in CPython, mean and the variances are computed exactly: every value
becomes a ratio of two ints (float.as_integer_ratio), the sums are exact
rationals, and the one rounding is the last step, the division of two ints
into a float (correctly rounded), or for the standard deviations a
correctly rounded square root of the exact ratio.  So the floats printed
are the ones CPython prints.  fpy has no `fractions` or `decimal`: the
rationals here are (numerator, denominator) pairs, and Fraction or Decimal
data are not supported.
"""

import math
from collections import Counter

__all__ = ['StatisticsError', 'fmean', 'geometric_mean', 'harmonic_mean', 'mean', 'median', 'median_high', 'median_low', 'mode',
           'multimode', 'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance']


class StatisticsError(ValueError):
    pass


# ---- exact rationals as (n, d) pairs, d > 0, in lowest terms ----

def _q(n, d):
    if d < 0:
        n, d = -n, -d
    g = math.gcd(n, d)
    return (n // g, d // g) if g > 1 else (n, d)


def _exact_ratio(x):
    """x as (numerator, denominator); (x, None) for a NaN or an infinity."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator") from None


def _coerce(T, S):
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _sums(data, squares):
    """(T, count, sum, sum of squares or None, special): the sums are exact
    (n, d) pairs; special is a NaN or infinity met, else None."""
    T = int
    count = 0
    sx = {}
    sxx = {} if squares else None
    special = None
    for x in data:
        T = _coerce(T, type(x))
        n, d = _exact_ratio(x)
        count += 1
        if d is None:
            special = n if special is None else special + n
            continue
        sx[d] = sx.get(d, 0) + n
        if squares:
            sxx[d] = sxx.get(d, 0) + n * n
    return T, count, _add_all(sx, 1), _add_all(sxx, 2) if squares else None, special


def _add_all(partials, power):
    """The exact sum of n / d**power over the (d, n) items of partials."""
    num, den = 0, 1
    for d, n in partials.items():
        d = d ** power
        num, den = _q(num * d + n * den, den * d)
    return (num, den)


def _to_float(q):
    return q[0] / q[1]


def _convert(q, T):
    """The exact value q as T: an int when T is int and q is whole, else a float."""
    if issubclass(T, int) and q[1] == 1:
        return T(q[0])
    if issubclass(T, int):
        T = float
    return T(_to_float(q))


def _ss(data, c=None):
    """(T, sum of squared deviations as (n, d), count, special)."""
    if c is not None:
        T, count, s, _, special = _sums([(x - c) * (x - c) for x in data], False)
        return T, s, count, special
    T, count, (sn, sd), (qn, qd), special = _sums(data, True)
    if count == 0 or special is not None:
        return T, (0, 1), count, special
    # (count * sxx - sx * sx) / count, exactly
    return T, _q(count * qn * sd * sd - sn * sn * qd, qd * sd * sd * count), count, None


def _sqrt_rto(n, m):
    """isqrt(n / m), rounded to odd."""
    a = math.isqrt(n // m)
    return a | (a * a * m != n)


def _float_sqrt_of_frac(n, m):
    """The square root of n / m as a correctly rounded float."""
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        return (_sqrt_rto(n, m << 2 * q) << q) / 1
    return _sqrt_rto(n << -2 * q, m) / (1 << -q)


def mean(data):
    T, count, (n, d), _, special = _sums(data, False)
    if count < 1:
        raise StatisticsError('mean requires at least one data point')
    if special is not None:
        return special / count
    return _convert(_q(n, d * count), T)


def fmean(data, weights=None):
    try:
        n = len(data)
    except TypeError:
        data = list(data)
        n = len(data)
    if weights is None:
        total = math.fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = math.fsum([x * w for x, w in zip(data, weights)])
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    den = math.fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    try:
        return math.exp(fmean([math.log(x) for x in data]))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset containing positive numbers') from None


def _non_negative(values, errmsg):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def harmonic_mean(data, weights=None):
    data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    if n == 1 and weights is None:
        x = data[0]
        if not isinstance(x, (int, float)):
            raise TypeError('unsupported type')
        if x < 0:
            raise StatisticsError(errmsg)
        return x
    if weights is None:
        weights = [1] * n
        sum_weights = (n, 1)
    else:
        weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        sum_weights = _sums(_non_negative(weights, errmsg), False)[2]
    try:
        T, count, total, _, special = _sums([w / x if w else 0 for w, x in zip(weights, _non_negative(data, errmsg))],
                                            False)
    except ZeroDivisionError:
        return 0
    if special is not None:
        return _convert((sum_weights[0], sum_weights[1]), float) / special
    if total[0] <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(_q(sum_weights[0] * total[1], sum_weights[1] * total[0]), T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2] if n % 2 == 1 else data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def mode(data):
    pairs = Counter(iter(data)).most_common(1)
    if not pairs:
        raise StatisticsError('no mode for empty data')
    return pairs[0][0]


def multimode(data):
    counts = Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, count in counts.items() if count == top]


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    result = []
    if method == 'inclusive':
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        for i in range(1, n):
            j = min(max(i * m // n, 1), ld - 1)
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError(f'Unknown method: {method!r}')


def _variance(data, mu, name, sample):
    T, (n, d), count, special = _ss(data, mu)
    if count < (2 if sample else 1):
        raise StatisticsError(f'{name} requires at least {"two data points" if sample else "one data point"}')
    if special is not None:
        return T, special, None
    return T, n, d * (count - 1 if sample else count)


def variance(data, xbar=None):
    T, n, d = _variance(data, xbar, 'variance', True)
    return n if d is None else _convert(_q(n, d), T)


def pvariance(data, mu=None):
    T, n, d = _variance(data, mu, 'pvariance', False)
    return n if d is None else _convert(_q(n, d), T)


def _no_ratio(x):
    """The standard deviations of data with an infinity or a NaN: CPython
    3.11 fails there reading the mean square's ratio; so does this."""
    raise AttributeError(f"'{type(x).__name__}' object has no attribute 'numerator'")


def stdev(data, xbar=None):
    T, n, d = _variance(data, xbar, 'stdev', True)
    if d is None:
        _no_ratio(n)
    n, d = _q(n, d)
    return _float_sqrt_of_frac(n, d)


def pstdev(data, mu=None):
    T, n, d = _variance(data, mu, 'pstdev', False)
    if d is None:
        _no_ratio(n)
    n, d = _q(n, d)
    return _float_sqrt_of_frac(n, d)
