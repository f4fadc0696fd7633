# Unicode character properties and case mappings (special casing, final sigma, titlecase letters), Unicode whitespace/line breaks in split/strip/splitlines, non-ASCII digits in int()/float().
chars = [0x0, 0x1c, 0x1f, 0x20, 0x41, 0x7f, 0x85, 0xa0, 0xad, 0xb2, 0xb5, 0xbd, 0xdf, 0x130, 0x131, 0x149, 0x17f, 0x1c5, 0x1f0, 0x345, 0x378, 0x390, 0x3c2, 0x3f4, 0x1e9e, 0x2028, 0x2029, 0x2160, 0x2167, 0x24b6, 0x3000, 0x0660, 0x06f5, 0x0e50, 0xfb00, 0xfb03, 0xff21, 0xff10, 0x10400, 0x1d7ce, 0x1f600, 0xe000, 0xfeff, 0x200b, 0x1680, 0x180e, 0x2007, 0x202f, 0x10ffff, 0xe0001, 0x16ee, 0x2070, 0x00b9, 0x2155]
for c in chars:
    s = chr(c)
    print(hex(c), repr(s), ascii(s), s.isalpha(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isspace(), s.isalnum(), s.isupper(), s.islower(), s.istitle(), s.isprintable(), s.isidentifier())
    print('  ', ascii(s.upper()), ascii(s.lower()), ascii(s.title()), ascii(s.swapcase()), ascii(s.capitalize()), ascii(s.casefold()), len(s.encode()))
print(ascii('ǅungla'.title()), ascii('ŉa'.title()), ascii('ﬃx ßy'.title()), ascii('İstanbul'.lower()))
print('a\u2028b\x1cc\x85d'.splitlines())
print('a\u3000b\x1fc\xa0d'.split())
print(ascii(' \u3000x\u2007 '.strip()))
print(int('\u0661\u0662'), int(' \u06f3 '), float('\u0661.\u0665'), int('\uff11\uff12'))
print('ΑΣ'.lower(), 'ΑΣ Α'.lower(), 'ΣΑ'.lower(), 'ΑΣΑ'.lower(), 'Σ'.lower(), 'aΣ'.lower(), 'aΣ.'.lower(), 'aΣb'.lower())
print(sorted(['é', 'e', 'z', 'É', 'ß', 'ss', '😀', '\uffff']))
print('x'.center(7, 'é'), 'é'.zfill(4), 'abc'.find('é'), 'aéb'.find('b'), 'aé😀b'.rfind('b'), 'aé😀b'.index('😀'))
print('é😀'.encode(), list('é😀'.encode()), '😀'.encode().decode())
print(len('😀' * 3), ('😀' * 3)[1], 'a😀b'[::-1], 'é' in 'café', 'café'.count('é'), 'cafécafé'.replace('é', 'e'))
print('ab😀cd'.split('😀'), 'x😀y😀z'.rsplit('😀', 1), 'é'.join(['a', 'b']), '😀'.join('ab'))
print(f'{"é":^5}|{"😀":>3}|{"日本":<4}|', '%-4s|%3s' % ('é', '😀'))
print(repr('\x00\x08\x0e\x1b'), repr('\u0300'), repr('\ue000'), repr('\U000e0001'), repr('\U0001f1e6'))
