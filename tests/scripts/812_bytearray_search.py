# bytearray's search methods (shared with bytes)
b = bytearray(b'hello world, hello')
print(b.find(b'llo'), b.find(b'llo', 5), b.rfind(b'llo'), b.find(111), b.find(b'zz'))
print(b.index(b'world'), b.rindex(104), b.count(b'l'), b.count(b'hello'), b.count(b''))
print(b.startswith(b'hell'), b.endswith((b'x', b'llo')), b.startswith(bytearray(b'he')), b.endswith(b'lo', 0, 5))
print(b.find(memoryview(b'world')), b.count(bytearray(b'o')))
print(b.isalpha(), bytearray(b'abc').isalpha(), bytearray(b'123').isdigit(), bytearray(b' \t').isspace())
print(bytearray(b'Title Case').istitle(), bytearray(b'low').islower(), bytearray(b'UP').isupper(), bytearray(b'\x80').isascii())
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: b.index(b'zz'))
err(lambda: b.find('str'))
err(lambda: b.find(300))
err(lambda: b.startswith('h'))

