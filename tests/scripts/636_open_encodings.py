# Text file encodings: UTF-8 (the default), Latin-1 and ASCII, with the
# error handlers, on reading and on writing.
import os
p = '/tmp/fpy_636_%d.txt' % os.getpid()
text = 'na\u00efve caf\u00e9 \u00a3\n'
for enc in ('utf-8', 'UTF8', 'latin-1', 'iso-8859-1', 'latin1'):
    with open(p, 'w', encoding=enc) as f:
        print(enc, f.encoding, f.errors, f.write(text))
    print(open(p, 'rb').read(), open(p, encoding=enc).read() == text)
with open(p, 'w', encoding='utf-8') as f:
    f.write('\U0001f600 \u20ac\n')
print(open(p, 'rb').read())
try:
    open(p, encoding='ascii').read()
except UnicodeDecodeError as e:
    print(type(e).__name__)
print(repr(open(p, encoding='ascii', errors='replace').read()))
print(repr(open(p, encoding='ascii', errors='ignore').read()))
print(repr(open(p, encoding='latin-1').read()))
with open(p, 'wb') as f:
    f.write(b'ok \xff\xfe bad\n')
try:
    open(p).read()
except UnicodeDecodeError as e:
    print(type(e).__name__)
print(repr(open(p, errors='replace').read()))
print(repr(open(p, errors='ignore').readline()))
try:
    with open(p, 'w', encoding='ascii') as f:
        f.write('caf\u00e9')
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
with open(p, 'w', encoding='ascii', errors='replace') as f:
    f.write('caf\u00e9\n')
print(open(p, 'rb').read())
with open(p, 'w', encoding='latin-1', errors='ignore') as f:
    f.write('\u20ac5 or \u00a35\n')
print(open(p, 'rb').read())
try:
    open(p, encoding='no-such-codec')
except LookupError as e:
    print(type(e).__name__, e)
os.remove(p)
