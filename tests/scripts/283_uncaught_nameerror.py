# Uncaught NameError for a name that is never defined.
def compute(x):
    result = x * 2
    return result + undefined_offset_value
print("before")
print(compute(21))
