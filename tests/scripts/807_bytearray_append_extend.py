# append and extend
b = bytearray()
for i in range(5):
    b.append(97 + i)
print(b)
b.extend(b'XY'); b.extend(bytearray(b'!')); b.extend([1, 2]); b.extend(range(48, 50))
b.extend(memoryview(b'mv')); b.extend(x for x in (65, 66)); b.extend(b'')
print(b, len(b))
print(b.append(0), b.extend(b''))
def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: b.append(256))
err(lambda: b.append(-3))
err(lambda: b.append('a'))
err(lambda: b.append(b'a'))
err(lambda: b.append())
err(lambda: b.extend('abc'))
err(lambda: b.extend(5))
err(lambda: b.extend([1, 'x']))
err(lambda: b.extend([1, 999]))
err(lambda: b.extend(None))
print(b)
b.extend(b)
print(b)
