# match x: followed by a line that is not indented.
match 3:
x = 1
