# statistics: variances and standard deviations, computed exactly then rounded once.
import statistics as st
import random

data = [
    [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [1, 2], [1, 2, 3, 4, 5], [0.1, 0.2, 0.3, 0.4],
    [10 ** 18, 10 ** 18 + 1, 10 ** 18 + 3], [1e-300, 3e-300, 2e-300], [5, 5, 5], [-2, 0.5, 1e10],
    [True, 2, 3],
]
random.seed(12345)
for _ in range(6):
    data.append([random.random() * 1000 - 500 for _ in range(random.randint(2, 30))])
    data.append([random.randint(-10 ** 6, 10 ** 6) for _ in range(random.randint(2, 30))])
for d in data:
    print(st.variance(d), st.pvariance(d), st.stdev(d), st.pstdev(d))
d = [1, 2, 3, 4, 4]
m = st.mean(d)
print(st.variance(d, m), st.pvariance(d, m), st.stdev(d, m), st.pstdev(d, 2.8), st.pvariance([1.5, 2.5], 0))
print(type(st.variance([1, 3, 5])).__name__, st.variance([1, 3, 5]), type(st.pvariance([1, 2])).__name__)
print(st.variance([1, float("inf")]), st.pvariance([float("inf"), float("inf")]))
print(st.pstdev([1]), st.pvariance([7]))
