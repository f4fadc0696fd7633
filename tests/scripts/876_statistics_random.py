# statistics on many random data sets: every result equal to CPython's, digit for digit.
import random
import statistics as st

random.seed(2024)
for trial in range(60):
    n = random.randint(2, 25)
    if trial % 3 == 0:
        d = [random.randint(-1000, 1000) for _ in range(n)]
    elif trial % 3 == 1:
        d = [random.uniform(-1e6, 1e6) for _ in range(n)]
    else:
        d = [random.choice([random.random(), random.randint(0, 9), random.gauss(0, 1e-3)]) for _ in range(n)]
    print(trial, st.mean(d), st.median(d), st.variance(d), st.stdev(d), st.pvariance(d), st.pstdev(d))
    print("  ", st.quantiles(d, n=4), st.quantiles(d, n=3, method="inclusive"), st.fmean(d))
