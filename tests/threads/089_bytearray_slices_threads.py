# threads grow and shrink one bytearray by slice assignment and del while
# others take slices, copies and decode it: every result is consistent
import threading
b = bytearray(b'ab' * 100)
errors = []
def mutate(k):
    for i in range(2000):
        b[0:0] = b'ab'
        del b[0:2]
        b[2:2] = b'ab'
        del b[2:4]
        b.extend(b'ab')
        del b[-2:]
def read():
    for i in range(2000):
        s = b[:]
        if len(s) % 2 or s.count(b'ab') * 2 != len(s):
            errors.append(bytes(s[:10]))
        t = b.decode('ascii')
        if len(t) % 2 and not t.startswith('ab'):
            errors.append(t[:10])
ts = [threading.Thread(target=mutate, args=(k,)) for k in range(2)] + [threading.Thread(target=read) for _ in range(2)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(errors, b == b'ab' * 100)
