# lambda cannot contain an assignment.
f = lambda x: x = 1
