# statistics.harmonic_mean and geometric_mean: values and errors as in CPython.
import statistics as st, random
random.seed(3)
cases = [[40, 60], [2.5, 3, 10], [1], [0.5], [1, 2, 4], [3, 0, 5], [1e-300, 1e300], [7, 7.5, 8]]
for _ in range(20): cases.append([random.random() * 10 for _ in range(random.randint(2, 9))])
for _ in range(10): cases.append([random.randint(1, 99) for _ in range(random.randint(2, 9))])
for c in cases:
    for f in (st.harmonic_mean, st.geometric_mean):
        try: print(f.__name__, f(c))
        except Exception as e: print(f.__name__, type(e).__name__, e)
print(st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([2.5, 3, 10], weights=[1, 2, 3]))
for bad in ("st.harmonic_mean([])", "st.harmonic_mean([-1])", "st.harmonic_mean([1, -1])", "st.harmonic_mean([1, 2], weights=[1])",
            "st.harmonic_mean([1, 2], weights=[0, 0])", "st.harmonic_mean(['a'])", "st.geometric_mean([])", "st.geometric_mean([1, -2])",
            "st.geometric_mean([0, 1])", "st.harmonic_mean([1, 2], weights=[-1, 1])", "st.harmonic_mean(iter([1, 4]))"):
    try: print(bad, eval(bad))
    except Exception as e: print(bad, type(e).__name__, e)
