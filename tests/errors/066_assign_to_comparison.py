# 'x == 1 = 2' is an assignment to a comparison.
x = 1
x == 1 = 2
