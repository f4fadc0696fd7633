# bytearray indexing: ints back, negative indexes, errors
b = bytearray(b'python')
print(b[0], b[5], b[-1], b[-6])
for k in (6, -7, 100):
    try:
        b[k]
    except IndexError as e:
        print('IndexError', e)
for k in ('a', 1.0, None):
    try:
        b[k]
    except TypeError as e:
        print('TypeError', e)
class I:
    def __index__(self):
        return 2
print(b[I()], b[True])
try:
    b[2 ** 100]
except IndexError as e:
    print('IndexError', e)
