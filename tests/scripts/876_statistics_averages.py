# statistics: means, medians, modes (results identical to CPython's).
import statistics as st

data = [
    [1, 2, 3, 4, 4], [2.5, 3.25, 5.5, 11.25, 11.75], [1], [0.1] * 10, [0.1, 0.2, 0.3],
    [3, 1.5, 2], [10 ** 20, 1, 3], [-1.5, 2, -7, 0.125], [1e308, 1e307], [True, False, True],
    [1, 2, 3, 4], [0.1, 0.7, 1e-9, 123456.789, -0.33], list(range(1, 101)),
]
for d in data:
    print(st.mean(d), st.fmean(d), st.median(d), st.median_low(d), st.median_high(d))
print(st.mean(iter([1, 2, 3, 4])), st.mean(range(1, 11)), st.mean((x / 7 for x in range(20))))
print(type(st.mean([1, 2, 3])).__name__, type(st.mean([1, 2])).__name__, type(st.mean([1.0, 3.0])).__name__)
print(st.fmean([1, 2, 3], weights=[3, 2, 1]), st.fmean(iter([1, 2])), st.fmean([0.1] * 3))
print(st.mean([1e308, 1e308]), st.median([1e308, 1e308]))
print(st.mean([1, float("inf")]), st.mean([float("nan"), 1]), st.median([3, 1, 2]), st.median("bca"))
print(st.mode([1, 1, 2, 3, 3, 3]), st.mode("abracadabra"), st.mode(["red", "blue", "blue", "red"]))
print(st.multimode("aabbbbccddddeeffffgg"), st.multimode([1]), st.multimode([]), st.multimode(iter("xyx")))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), st.quantiles(range(1, 21), n=10))
print(st.quantiles([1.5, 2.5, 10.0], n=4, method="inclusive"), st.quantiles([1, 2], n=3))
print(st.quantiles([7, 1, 3, 9, 11, 2], n=5, method="exclusive"), st.quantiles([5, 5], n=2))
