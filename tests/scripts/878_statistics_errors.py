# statistics: StatisticsError (a ValueError) with CPython's messages.
import statistics as st

funcs = [st.mean, st.fmean, st.median, st.median_low, st.median_high, st.mode, st.multimode,
         st.variance, st.pvariance, st.stdev, st.pstdev, st.quantiles]
for f in funcs:
    for d in ([], [1]):
        try:
            print(f.__name__, d, f(d))
        except st.StatisticsError as e:
            print(f.__name__, d, type(e).__name__, e)
print(issubclass(st.StatisticsError, ValueError))
for call in ["st.quantiles([1, 2], n=0)", "st.quantiles([1, 2], method='median')",
             "st.fmean([1, 2], weights=[1])", "st.fmean([1, 2], weights=[1, -1])",
             "st.mean(['a', 'b'])", "st.mean([1, 'x'])", "st.variance(['a', 'b'])",
             "st.median([1, 'a'])", "st.stdev([1, float('inf')])"]:
    try:
        print(call, eval(call))
    except (st.StatisticsError, ValueError, TypeError, AttributeError) as e:
        print(call, type(e).__name__, e)
try:
    st.mean([])
except ValueError as e:
    print("caught as ValueError:", e)
st.variance([3])
