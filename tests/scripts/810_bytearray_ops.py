# +, *, +=, *=, in
a = bytearray(b'ab')
print(a + b'cd', b'cd' + a, a + a, a + bytearray(b'z'), a + memoryview(b'mv'))
print(type(a + b'x').__name__, type(b'x' + a).__name__)
print(a * 3, 2 * a, a * 0, a * -1)
c = a
c += b'cd'
print(c, a, c is a)
c += bytearray(b'!')
c *= 2
print(a, c is a)
c *= 0
print(a)
b = bytearray(b'hello world')
print(104 in b, 120 in b, b'wor' in b, b'' in b, bytearray(b'lo') in b, memoryview(b'ld') in b, b'xyz' in b)
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: 256 in b)
err(lambda: 'h' in b)
err(lambda: None in b)
err(lambda: b + 'str')
err(lambda: b + [1])
err(lambda: b * 1.5)
def iadd():
    x = bytearray()
    x += [1, 2]
err(iadd)
def imul():
    x = bytearray(b'a')
    x *= 'a'
err(imul)
