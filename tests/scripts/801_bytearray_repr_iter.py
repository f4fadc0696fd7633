# bytearray repr (quotes, escapes), len, truth, iteration
print(repr(bytearray(b"it's")))
print(repr(bytearray(b'say "hi"')))
print(repr(bytearray(b'both \' and "')))
print(repr(bytearray(b'\x00\t\n\r\x7f\x80\xff\\')))
print(str(bytearray(b'abc')))
print(len(bytearray()), len(bytearray(b'abcd')))
print(bool(bytearray()), bool(bytearray(b'\x00')))
b = bytearray(b'hey')
print(list(b), [x for x in b], tuple(b))
it = iter(b)
print(next(it), next(it), next(it))
try:
    next(it)
except StopIteration:
    print('stop')
b.append(33)
print(list(iter(b)), sum(b), max(b), sorted(b))
print(f'{bytearray(b"f")}', '%s' % bytearray(b'p'), [bytearray(b'in list')])
