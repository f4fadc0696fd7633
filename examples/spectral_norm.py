# spectral_norm.py: the spectral norm of the infinite matrix
# A[i][j] = 1 / ((i + j) * (i + j + 1) / 2 + i + 1), truncated to N x N,
# estimated by ten rounds of the power method on A^T A.
#
#   python3 examples/spectral_norm.py [N]    (default 350)

import math
import sys


def a(i, j):
    s = i + j
    return 1.0 / (s * (s + 1) // 2 + i + 1)


def times(v):
    """A v"""
    n = len(v)
    return [sum(a(i, j) * vj for j, vj in enumerate(v)) for i in range(n)]


def times_transpose(v):
    """A^T v"""
    n = len(v)
    return [sum(a(j, i) * vj for j, vj in enumerate(v)) for i in range(n)]


def times_ata(v):
    return times_transpose(times(v))


def spectral_norm(n):
    u = [1.0] * n
    for _ in range(10):
        v = times_ata(u)
        u = times_ata(v)
    vbv = sum(ue * ve for ue, ve in zip(u, v))
    vv = sum(ve * ve for ve in v)
    return math.sqrt(vbv / vv)


def main(n):
    print(f"{spectral_norm(n):.9f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 350)
