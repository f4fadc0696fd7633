# A tiny stand-in for examples/*.py: tests/bench/compare-test.sh times it as
# the single-thread suite of bench/compare.
total = 0
for i in range(20000):
    total += i * i % 11
print(total)
