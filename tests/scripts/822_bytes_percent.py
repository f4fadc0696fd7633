# bytes % formatting (PEP 461)
print(b'%d %s %r %x %5.2f %c %%' % (42, b'bytes', b'repr', 255, 3.14159, 65))
print(b'%i|%u|%o|%X|%#x|%#o|%e|%E|%g|%G|%F' % (1, 2, 8, 255, 255, 8, 12345.678, 0.5, 1e20, 1e-10, 2.5))
print(b'[%5d][%-5d][%05d][%+d][% d]' % (42, 42, 42, 42, 42))
print(b'[%10s][%-10s][%.2s][%*d][%-*d][%.*f]' % (b'right', b'left', b'trunc', 6, 7, 4, 8, 2, 1.23456))
print(b'%s %s %s' % (bytearray(b'ba'), memoryview(b'mv'), b''))
print(b'%a %r' % ('é', [1, 'x']))
print(b'%c%c%c' % (b'a', bytearray(b'b'), 99))
print(b'%s' % b'single', b'%d' % 7, b'no args' % ())
print(b'%(name)s is %(age)d' % {b'name': b'Bob', b'age': 30})
class B:
    def __bytes__(self):
        return b'custom'
print(b'<%s> <%b>' % (B(), B()))
print(b'%d%%' % 99, b'%5s|' % b'ab', b'%-3c|' % 65)
print(b'%d' % True, b'%x' % -255, b'%.3d' % 7, b'%s' % bytearray())
print(bytearray(b'%d-%d') % (1, 2), type(bytearray(b'%s') % b'x').__name__)
print(b'%s' % [b'list is one arg'][0])
