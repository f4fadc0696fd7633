# Uncaught TypeError from calling a function with a missing argument.
def area(width, height):
    return width * height
print(area(3, 4))
print(area(5))
