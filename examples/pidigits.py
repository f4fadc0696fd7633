# pidigits.py: digits of pi from Gibbons' unbounded spigot, with big ints.
#
# The state is a linear fractional transformation kept as three integers
# (numerator, accumulator, denominator).  Each step composes it with the next
# term of a series for pi; when the integer parts of the transformation at 3
# and at 4 agree, that integer is the next digit, and it is taken out
# (subtract, multiply by ten).  The numbers grow without bound, so this is a
# test of big-integer multiplication and division.
#
# Output: the digits in lines of ten, each followed by a running count, as in
# the Benchmarks Game.
#
#   python3 examples/pidigits.py [DIGITS]    (default 5000)

import sys


class Spigot:
    def __init__(self):
        self.num = 1
        self.acc = 0
        self.den = 1
        self.k = 0

    def next_term(self):
        self.k += 1
        k2 = 2 * self.k + 1
        self.acc = (self.acc + 2 * self.num) * k2
        self.den *= k2
        self.num *= self.k

    def extract(self, x):
        return (self.num * x + self.acc) // self.den

    def eliminate(self, digit):
        self.acc = 10 * (self.acc - self.den * digit)
        self.num *= 10

    def __iter__(self):
        while True:
            self.next_term()
            if self.num > self.acc:
                continue
            digit = self.extract(3)
            if digit != self.extract(4):
                continue
            yield digit
            self.eliminate(digit)


def main(n):
    line = []
    count = 0
    for digit in Spigot():
        line.append(str(digit))
        count += 1
        if len(line) == 10 or count == n:
            print(f"{''.join(line):<10}\t:{count}")
            line = []
        if count == n:
            break


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
