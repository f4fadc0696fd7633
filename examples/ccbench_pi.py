# ccbench_pi.py: the pi-digits task of ccbench (the concurrency benchmark that
# came with CPython's Tools), as a single-threaded program.
#
# Pi is the limit of a product of linear fractional transformations
# (q r / s t), kept here as 4-tuples of big ints.  The transformations come
# lazily from `map` over `itertools.count`; a generator composes them into
# the running product and emits a digit whenever the product maps 3 and 4 to
# the same integer part; `itertools.islice` takes the first N digits.
#
#   python3 examples/ccbench_pi.py [DIGITS]    (default 2000)

import itertools
import sys


def compose(a, b):
    """The product of two transformations given as (q, r, s, t)."""
    aq, ar, as_, at = a
    bq, br, bs, bt = b
    return (aq * bq,
            aq * br + ar * bt,
            as_ * bq + at * bs,
            as_ * br + at * bt)


def floor_at(z, x):
    """Integer part of the transformation z applied to x."""
    q, r, s, t = z
    return (q * x + r) // (s * x + t)


def pi_digits():
    terms = map(lambda k: (k, 4 * k + 2, 0, 2 * k + 1), itertools.count(1))
    z = (1, 0, 0, 1)
    while True:
        digit = floor_at(z, 3)
        if digit == floor_at(z, 4):
            yield digit
            z = compose((10, -10 * digit, 0, 1), z)
        else:
            z = compose(z, next(terms))


def main(n, rounds=3):
    for _ in range(rounds):
        digits = list(itertools.islice(pi_digits(), n))
    text = "".join(map(str, digits))
    print(f"{text[0]}.{text[1:51]}")
    print(f"{n} digits, digit sum {sum(digits)}, last ten {text[-10:]}")
    counts = [digits.count(d) for d in range(10)]
    print("digit counts:", counts)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
