# Unbounded recursion ends the program with RecursionError (exit 1), after normal output.
def down(n):
    return down(n + 1) + 1
print('before')
down(0)
