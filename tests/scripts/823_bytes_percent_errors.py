# bytes % formatting: the error messages
def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
err(lambda: b'%s' % 'str')
err(lambda: b'%s' % 5)
err(lambda: b'%d' % b'x')
err(lambda: b'%d' % 'x')
err(lambda: b'%x' % 1.5)
err(lambda: b'%f' % 'x')
err(lambda: b'%c' % 256)
err(lambda: b'%c' % 'a')
err(lambda: b'%c' % b'ab')
err(lambda: b'%d %d' % (1,))
err(lambda: b'%d' % (1, 2))
err(lambda: b'%' % ())
err(lambda: b'%z' % 1)
err(lambda: b'%(k)s' % (1,))
err(lambda: b'%(k)s' % {b'other': 1})
err(lambda: b'%*d' % ('x', 1))
err(lambda: b'abc' % 5)
err(lambda: b'%(k' % {b'k': 1})
class Bad:
    def __bytes__(self):
        return 'not bytes'
err(lambda: b'%s' % Bad())
err(lambda: 5 % b'x')
