# A backslash continuation inside a line's indentation: the first backslash
# after blanks sets the indentation level; one at column 0 lets the next
# physical line's blanks count; a continued blank line is blank.
def f(x):
\
    return x + 1


if 1:
  \
      y = f(1)
  print(y)

if 1:
    z = 3
    \

    print(z)

if 1:
  \
\
    w = 4
  print(w)

if 1:
    \
  v = 5
    print(v)
