# Uncaught AssertionError with a computed message.
def check_positive(values):
    for v in values:
        assert v > 0, f"value {v} is not positive (in {values})"
        print("ok", v)
check_positive([3, 2, 1, 0, -1])
