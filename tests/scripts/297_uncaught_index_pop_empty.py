# Uncaught IndexError from popping an empty list.
stack = [1, 2]
while True:
    print("popped", stack.pop())
