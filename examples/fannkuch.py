# fannkuch.py: the "pancake flipping" benchmark (fannkuch-redux).
#
# For every permutation of 1..N, taken in the order produced by successive
# rotations of prefixes, repeatedly reverse the first K elements where K is the
# first element, until the first element is 1.  Report the largest number of
# flips and a checksum: the flip counts summed with alternating signs.
#
#   python3 examples/fannkuch.py [N]    (default 9)

import sys


def rotations(n):
    """Yield the permutations of range(n) in fannkuch order (the same list,
    rotated in place between yields: copy it if you keep it)."""
    perm = list(range(n))
    count = [0] * n
    r = n
    while True:
        while r > 1:
            count[r - 1] = r
            r -= 1
        yield perm
        # Advance: rotate the first r+1 elements left until a counter
        # does not run out.
        while True:
            if r == n:
                return
            first = perm[0]
            perm[:r] = perm[1:r + 1]
            perm[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1


def flips(perm):
    perm = perm[:]
    n = 0
    k = perm[0]
    while k:
        perm[:k + 1] = perm[k::-1]
        n += 1
        k = perm[0]
    return n


def fannkuch(n):
    checksum = 0
    max_flips = 0
    for index, perm in enumerate(rotations(n)):
        f = flips(perm)
        if f > max_flips:
            max_flips = f
        checksum += -f if index & 1 else f
    return checksum, max_flips


def main(n):
    checksum, max_flips = fannkuch(n)
    print(checksum)
    print(f"Pfannkuchen({n}) = {max_flips}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 9)
