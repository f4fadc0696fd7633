"""Helper module for the import tests."""
print("l2_shapes runs once, __name__ =", __name__)
PI = 3.14159
_hidden = "underscore"
class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(PI * self.r * self.r, 3)
def square(x):
    return x * x
counter = 0
def bump():
    global counter
    counter += 1
    return counter
