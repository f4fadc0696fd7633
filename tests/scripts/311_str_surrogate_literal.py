# A str literal may hold lone surrogates ('\ud800'); they are only rejected
# when encoded.
s = '\ud800'
print(repr(s), len(s), ascii(s), hex(ord(s)))
t = 'a\udfffb'
print(repr(t), len(t), t[1] == '\udfff', t.upper() == 'A\udfffB')
print(repr('\ud83d\ude00'), len('\ud83d\ude00'), '\ud83d\ude00' == '\U0001f600')
print(repr(chr(0xdc80)), chr(0xdc80) == '\udc80')
try:
    s.encode()
except UnicodeEncodeError as e:
    print('UnicodeEncodeError', e)
except ValueError as e:
    print('ValueError', e)
print([repr(c) for c in 'x\ud800y'])
