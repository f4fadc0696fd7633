# The bytes methods: ASCII predicates and case changes, zfill, removeprefix
# and removesuffix, partition and rpartition, splitlines, bytes.fromhex,
# rsplit, expandtabs, and CPython's errors for each.
samples = [b'', b'abc', b'Abc', b'ABC', b'a1', b'12', b' \t', b'Hello World', b'hello world',
           b'\xff', b'+12', b'-3', b'ab\ncd\r\nef\rgh\n', b'\r\n\r', b'x\n\n', b'1st Place', b'DEF-ghi jKL']
for b in samples:
    print(b, b.isalnum(), b.isalpha(), b.isascii(), b.isdigit(), b.islower(), b.isupper(),
          b.isspace(), b.istitle())
    print('  ', b.capitalize(), b.swapcase(), b.title(), b.zfill(5), b.zfill(-1))
    print('  ', b.splitlines(), b.splitlines(True), b.splitlines(keepends=True))
    print('  ', b.partition(b'b'), b.rpartition(b'l'), b.partition(b'\r\n'), b.rpartition(b'\n'))
print(b'abc'.removeprefix(b'ab'), b'abc'.removesuffix(b'bc'), b'abc'.removeprefix(b'x'),
      b'abc'.removesuffix(b''), b'ab'.removeprefix(b'abc'), b'abab'.rpartition(b'ab'), b'abab'.partition(b'ab'))
for s in ['0a 1b', 'abc', '0 1', ' 0a\t\n', 'zz', 'a\u00e9', '\u00e9', '', '  ', 'DEADbeef', '0a1', ' \x0b0f\x0c']:
    try:
        print(repr(s), bytes.fromhex(s))
    except ValueError as e:
        print(repr(s), 'ValueError:', e)
print(b'\x00\x7f\x80\xff'.hex(), bytes.fromhex(b'\x00\x7f\x80\xff'.hex()))
errors = [lambda: b'a'.partition(b''), lambda: b'a'.rpartition(''), lambda: b'a'.partition('a'),
          lambda: b'a'.removeprefix('a'), lambda: b'a'.removesuffix(None), lambda: b'a'.zfill('3'),
          lambda: b'a'.zfill(), lambda: b'a'.isalpha(1), lambda: b'a'.islower(1), lambda: b'a'.istitle(1),
          lambda: b'a'.title(1), lambda: b'a'.splitlines(1, 2), lambda: b'a'.splitlines(keep=1),
          lambda: bytes.fromhex(b'0a'), lambda: bytes.fromhex(), lambda: bytes.fromhex(None)]
for f in errors:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)
for f in [lambda: b'a'.partition(), lambda: b'a'.rpartition(b'a', b'b'), lambda: b'a'.removeprefix(),
          lambda: b'a'.removesuffix(b'a', b'a'), lambda: b'a'.capitalize(1), lambda: b'a'.swapcase(1)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)

# rsplit and expandtabs
for b in [b'', b'a b  c', b'  a b c  ', b'a,b,,c', b'abcabc', b'\tx\ty\n', b'ab\tc\r\td\ne\tf', b'aaa']:
    print(b.rsplit(), b.rsplit(maxsplit=1), b.rsplit(None, 0), b.rsplit(b','), b.rsplit(b',', 1),
          b.rsplit(b'bc'), b.rsplit(b'aa'), b.rsplit(b'a', 2))
    print('  ', b.expandtabs(), b.expandtabs(4), b.expandtabs(0), b.expandtabs(tabsize=1), b.expandtabs(-3))
for f in [lambda: b'a'.rsplit(b''), lambda: b'a'.rsplit('a'), lambda: b'a'.rsplit(sep=b'a', maxsplit='x'),
          lambda: b'a'.expandtabs('x'), lambda: b'a'.expandtabs(1, 2), lambda: b'a'.rsplit(b'a', 1, 2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)
