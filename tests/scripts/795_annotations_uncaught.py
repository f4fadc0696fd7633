# An annotation that fails at module level is an uncaught NameError.
first: int = 1
print("first annotated")
second: NoSuchType = 2
print("not reached")
