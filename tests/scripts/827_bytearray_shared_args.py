# argument errors of the shared methods, called on bytearray
b = bytearray(b'a b c')
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: b.split(b''))
err(lambda: b.split('x'))
err(lambda: b.replace('a', b'b'))
err(lambda: b.center())
err(lambda: b.center(9, b'ab'))
err(lambda: b.strip('a'))
err(lambda: b.partition(b''))
err(lambda: b.decode('nope'))
err(lambda: b.zfill('x'))
err(lambda: b.split(maxsplit=1))
err(lambda: b.rsplit(b' ', maxsplit=1))
err(lambda: b.splitlines(keepends=True))
err(lambda: b.expandtabs(tabsize=2))
err(lambda: b.find(b'c', None, None))
err(lambda: b.index(b'a', 1))
err(lambda: b.isalnum(1))
err(lambda: b.zfill())
err(lambda: bytearray.fromhex())
err(lambda: b.title(1))
err(lambda: b.removeprefix())
for name in ['count', 'find', 'index', 'rfind', 'rindex', 'startswith', 'endswith', 'join', 'replace', 'center']:
    for a in [(), (b'a', 1, 2, 3)]:
        err(lambda: getattr(b'abc', name)(*a))
        err(lambda: getattr(bytearray(b'abc'), name)(*a))
