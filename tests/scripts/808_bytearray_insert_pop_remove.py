# insert, pop, remove
b = bytearray(b'bd')
b.insert(0, 97); b.insert(2, 99); b.insert(100, 101); b.insert(-100, 96); b.insert(-1, 120)
print(b)
print(b.pop(), b.pop(0), b.pop(-2), b)
print(b.remove(120), b)
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: b.remove(200))
err(lambda: b.remove(300))
err(lambda: b.remove('a'))
err(lambda: b.pop(10))
err(lambda: b.pop('a'))
err(lambda: bytearray().pop())
err(lambda: b.insert(0, 256))
err(lambda: b.insert('a', 1))
err(lambda: b.insert(0))
print(b)
